import { screen } from '@testing-library/react';
import { renderHierarchyAs } from './hierarchyPage';
import type { SandboxBackend } from './sandboxBackend';

export const toolbar = async () => screen.findByRole('toolbar', { name: 'Organization commands' });

/** The organization page of `org` for a seeded account (a TMS admin unless told); `location()` is where the page went. */
export const openOrganization = (backend: SandboxBackend, org: string, as = 'tms.admin@sandbox.test') =>
  renderHierarchyAs(backend, as, `/hierarchy/${backend.people.orgId(org)}`);
