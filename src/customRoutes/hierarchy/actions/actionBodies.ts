import type { ComponentType } from 'react';
import type { Profile } from '../../../domain/profile';
import type { Organization } from '../../../domain/schemas/organization';
import type { OrganizationDetail } from '../detail/useOrganizationDetail';
import type { ActionKey } from '../hierarchyPath';
import { ChildOrganizationForm } from './ChildOrganizationForm';
import { ManageAssociationsActionBody } from '../../manageAssociations';
import { AddTrialForm } from '../../../resources/subscriptions/AddTrialForm';
import { ProvisionDpcForm } from '../../../resources/subscriptions/ProvisionDpcForm';

export interface ActionBodyProps {
  action: ActionKey;
  /** The organization of the route: the parent for add-child, the one edited for edit. */
  organization: Organization;
  detail: OrganizationDetail;
  profile: Profile;
  /** Closes the modal (back to /hierarchy/{orgId}). */
  onDone: () => void;
}

/**
 * The content of each modal action route. Actions without an entry (add-trial, provision-dpc,
 * manage-associations, audit-log) are brought by later builds: adding one is one line here.
 */
export const actionBodies: Partial<Record<ActionKey, ComponentType<ActionBodyProps>>> = {
  'add-child': ChildOrganizationForm,
  edit: ChildOrganizationForm,
  'manage-associations': ManageAssociationsActionBody,
  'add-trial': AddTrialForm,
  'provision-dpc': ProvisionDpcForm,
};
