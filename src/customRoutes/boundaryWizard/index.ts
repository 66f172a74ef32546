/**
 * The add/edit boundary wizard (doc 002 §2 "Add/Edit boundary side panel (wizard)", §4, §5): a side
 * panel over the virtual boundaries page. Its addresses are /virtual-boundaries/add and
 * /virtual-boundaries/{containerId}/edit (with ?org={organizationId}); the page of resource
 * `containers` mounts it as a nested route, so the list stays visible beneath the panel.
 */
export { BoundaryWizardPanel, type BoundaryWizardPanelProps } from './BoundaryWizardPanel';
