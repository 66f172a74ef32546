import { type ComponentType } from 'react';
import type { ActionBodyProps, ActionKey } from '../../../components/hierarchy/actionBody';
import { ChildOrganizationForm } from '../../../resources/organizations/ChildOrganizationForm';
import { ManageAssociationsActionBody } from '../../../resources/organizationUsers/ManageAssociationsActionBody';
import { AddTrialForm } from '../../../resources/subscriptions/AddTrialForm';
import { ProvisionDpcForm } from '../../../resources/subscriptions/ProvisionDpcForm';
import { lazyPart } from '../../../components/replacedBuild';

export type { ActionBodyProps };

/**
 * The content of each modal action route, each the form of the resource it writes (organizations,
 * organizationUsers, subscriptions), and the audit-log action's list of auditEvents.
 */
export const actionBodies: Partial<Record<ActionKey, ComponentType<ActionBodyProps>>> = {
  'add-child': ChildOrganizationForm,
  edit: ChildOrganizationForm,
  'manage-associations': ManageAssociationsActionBody,
  'add-trial': AddTrialForm,
  'provision-dpc': ProvisionDpcForm,
  // Loaded when opened: the log's list and filters are not needed by the other actions.
  'audit-log': lazyPart(() => import('./AuditLogActionBody')),
};
