/**
 * The manage-associations modal's content (doc 000 §2), mounted by the hierarchy page at
 * /hierarchy/{orgId}/manage-associations/.
 */
export { ManageAssociationsDialogContent, type ManageAssociationsDialogContentProps } from './ManageAssociationsDialogContent';
export { ManageAssociationsActionBody } from './ManageAssociationsActionBody';
