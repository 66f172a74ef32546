/**
 * The contract between the virtual boundaries page and its wizard. The page renders this panel at
 * /virtual-boundaries/add and /virtual-boundaries/{containerId}/edit; the wizard itself is built
 * behind this interface (issue 17 parts 3 and 4).
 */
export interface BoundaryWizardPanelProps {
  mode: 'add' | 'edit';
  /** The organization selected in the page's tree (the boundary's organization). */
  organizationId: number;
  /** The boundary to edit (edit mode only). */
  containerId?: number;
  /**
   * The panel closed: after a successful submit, a discard, or the user dismissing it. The page
   * navigates back to its list and reloads it (doc 002 §4 "After the panel closes (success or
   * failure) the list reloads").
   */
  onClose: () => void;
}

export function BoundaryWizardPanel(_props: BoundaryWizardPanelProps): null {
  return null;
}
