import { ManageAssociationsDialogContent } from './ManageAssociationsDialogContent';

/** What the hierarchy's modal action route hands its body (a structural subset of its ActionBodyProps). */
export interface ManageAssociationsActionBodyProps {
  organization: { id: number };
  detail: { access: { manage: boolean } };
}

/** The body of /hierarchy/{orgId}/manage-associations/: the modal content, with the access the page already knows. */
export function ManageAssociationsActionBody({ organization, detail }: ManageAssociationsActionBodyProps) {
  return <ManageAssociationsDialogContent orgId={organization.id} canManage={detail.access.manage} />;
}
