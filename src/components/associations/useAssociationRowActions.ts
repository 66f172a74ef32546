// Shared, so kept in src/components: an organization's Associations tab and a user's Organizations tab both use it.
import { useState } from 'react';
import { useDelete, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { errorDetail, friendlyText } from '../../dataProvider';
import { useAvailableRoles } from '../../dataProvider/useAvailableRoles';
import { planRoleToggle } from '../../authProvider/accessNames';
import type { RoleRef } from '../../domain/schemas/user';

/** An association row of `organizationUsers` (an organization's users) or `userAssociations` (a user's organizations). */
export type AssociationRecord = RaRecord & { roles: RoleRef[] };

export interface AssociationRowLabels {
  /** The user's name or e-mail and the organization's name, for the error text. */
  userLabel: string;
  organizationLabel: string;
}

/** A row's failure stays on the row (doc 001 §4), not in the error bar. */
const rowOnly = { mutationMode: 'pessimistic' as const, meta: { errorKey: false as const } };

/**
 * One association row's actions (doc 001 §4), as react-admin updates and deletes of the row's
 * resource, which then update every list holding the row: ticking a role adds it, unticking removes
 * it, the row is marked updating meanwhile; a failure is stored on the row ("Error updating roles: …"
 * with the role, user and organization); an unknown role raises "Unable to find role {id} in available
 * roles" without a call; removal removes the row or attaches "Failed to remove association - …".
 */
export function useAssociationRowActions(
  resource: 'organizationUsers' | 'userAssociations',
  record: AssociationRecord,
  labels: AssociationRowLabels,
) {
  const translate = useTranslate();
  const { data: availableRoles = [] } = useAvailableRoles();
  // A failed role change is kept as its role and error, and worded at render: the organization's or user's
  // name may arrive after the failure (until then it is shown as its number), and the text should name them once known.
  const [roleFailure, setRoleFailure] = useState<{ roleId: string; error: unknown } | { notFound: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [update, updating] = useUpdate<AssociationRecord>(resource, undefined, rowOnly);
  const [remove, removing] = useDelete<AssociationRecord>(resource, undefined, rowOnly);

  const roleFailed = (roleId: string) => (error: unknown) => setRoleFailure({ roleId, error });
  const roleErrorText = (failure: NonNullable<typeof roleFailure>) => {
    if ('notFound' in failure) return translate('roles.error.notFound', { id: failure.notFound });
    const role = availableRoles.find((r) => r.roleId === failure.roleId)?.displayName ?? failure.roleId;
    const detail = translate('orgAssociations.roleErrorDetail', {
      message: errorDetail(translate, failure.error),
      role,
      user: labels.userLabel,
      organization: labels.organizationLabel,
    });
    return translate('roles.error.updateFailed', { errorMessage: detail });
  };

  const toggleRole = (roleId: string) => {
    const plan = planRoleToggle(
      availableRoles,
      record.roles.map((r) => r.roleId),
      roleId,
    );
    if (plan.kind === 'notFound') {
      setRoleFailure({ notFound: roleId });
      return;
    }
    if (plan.kind === 'lastRole') return;
    const roles: RoleRef[] =
      plan.kind === 'add'
        ? [
            ...record.roles,
            ...availableRoles.filter((r) => r.roleId === roleId).map(({ displayName, shortCode }) => ({ roleId, displayName, shortCode })),
          ]
        : record.roles.filter((r) => r.roleId !== roleId);
    update(
      resource,
      { id: record.id, data: { roles }, previousData: record },
      { onSuccess: () => setRoleFailure(null), onError: roleFailed(roleId) },
    );
  };

  const removeRow = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        onSuccess: () => setRemoveError(null),
        // doc 001 §8: removing a user from the organization's list says "Failed to remove user"; removing an
        // association from a user's page "Failed to remove association" (users.associations.remove.error);
        // without a server message both add orgAssociations.removeUser.error.
        onError: (error) =>
          setRemoveError(
            friendlyText(translate, resource === 'organizationUsers' ? 'users.error.removeUser' : 'users.associations.remove.error', error),
          ),
      },
    );

  return {
    toggleRole,
    remove: removeRow,
    isUpdating: updating.isPending,
    isRemoving: removing.isPending,
    /** The row's stored failure, if any (role change or removal). */
    errorMessage: removeError ?? (roleFailure ? roleErrorText(roleFailure) : null),
  };
}
