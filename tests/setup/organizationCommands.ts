import { screen } from '@testing-library/react';
import type { SandboxBackend } from './sandboxBackend';
import { renderAppAs } from './sandboxRender';

export const toolbar = async () => screen.findByRole('toolbar', { name: 'Organization commands' });

/** The organization page of `org` for a seeded account (a TMS admin unless told). */
export const openOrganization = (backend: SandboxBackend, org: string, as = 'tms.admin@sandbox.test') =>
  renderAppAs(backend, as, { path: `/hierarchy/${backend.people.orgId(org)}` });
