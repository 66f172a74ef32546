import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorDetail, isApiError, type AppDataProvider } from '../../dataProvider';
import { useAvailableRoles } from '../../dataProvider/useAvailableRoles';
import { planRoleToggle } from '../../domain/permissions/people';
import type { RoleRef } from '../../domain/schemas/user';

export interface AssociationRowTarget {
  orgId: number;
  userId: string;
  /** The user's name or e-mail and the organization's name, for the error text. */
  userLabel: string;
  organizationLabel: string;
  roles: readonly RoleRef[];
}

export interface AssociationRowCallbacks {
  onRolesChanged: (roles: RoleRef[]) => void;
  onRemoved: () => void;
}

/**
 * One association row's actions (doc 001 §4): ticking a role POSTs it, unticking DELETEs it, the row
 * is marked updating meanwhile; a failure is stored on the row ("Error updating roles: …" with the
 * role, user and organization); an unknown role raises "Unable to find role {id} in available
 * roles" without a call; removal removes the row or attaches "Failed to remove association - …".
 */
export function useAssociationRowActions(target: AssociationRowTarget, { onRolesChanged, onRemoved }: AssociationRowCallbacks) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data: availableRoles = [] } = useAvailableRoles();
  const [roleError, setRoleError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const roleMutation = useMutation({
    mutationFn: ({ roleId, selected }: { roleId: string; selected: boolean }) =>
      dataProvider.setAssociationRole(target.orgId, target.userId, roleId, selected),
    onSuccess: (association) => {
      setRoleError(null);
      onRolesChanged(association.roles);
    },
    onError: (error, { roleId }) => {
      const role = availableRoles.find((r) => r.roleId === roleId)?.displayName ?? roleId;
      const detail = translate('orgAssociations.roleErrorDetail', {
        message: errorDetail(translate, error),
        role,
        user: target.userLabel,
        organization: target.organizationLabel,
      });
      setRoleError(translate('roles.error.updateFailed', { errorMessage: detail }));
    },
  });

  const removeMutation = useMutation({
    mutationFn: () => dataProvider.removeAssociation(target.orgId, target.userId),
    onSuccess: () => {
      setRemoveError(null);
      onRemoved();
    },
    onError: (error) => {
      // doc 001 §8: key users.associations.remove.error, falling back to orgAssociations.removeUser.error.
      const message = isApiError(error) && !error.serverMessage ? translate('orgAssociations.removeUser.error') : errorDetail(translate, error);
      setRemoveError(translate('errors.friendly', { friendly: translate('users.associations.remove.error'), message }));
    },
  });

  const toggleRole = (roleId: string) => {
    const plan = planRoleToggle(availableRoles, target.roles.map((r) => r.roleId), roleId);
    if (plan.kind === 'notFound') {
      setRoleError(translate('roles.error.notFound', { id: roleId }));
      return;
    }
    if (plan.kind === 'lastRole') return;
    roleMutation.mutate({ roleId, selected: plan.kind === 'add' });
  };

  return {
    toggleRole,
    remove: () => removeMutation.mutate(),
    isUpdating: roleMutation.isPending,
    isRemoving: removeMutation.isPending,
    /** The row's stored failure, if any (role change or removal). */
    errorMessage: removeError ?? roleError,
    clearError: () => {
      setRoleError(null);
      setRemoveError(null);
    },
  };
}
