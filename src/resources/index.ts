import type { ResourceProps } from 'react-admin';
import type { RouteKey } from '../domain/permissions/routes';
import myInvoices from './myInvoices';

/** A react-admin resource of this build, with the route key that guards it and its menu entry. */
export type ResourceEntry = Pick<
  ResourceProps,
  'name' | 'list' | 'edit' | 'create' | 'show' | 'icon' | 'recordRepresentation' | 'options'
> & { routeKey: RouteKey };

/** Every resource (the name is also its path): adding one is adding its folder and one line here. */
export const resources: ResourceEntry[] = [{ name: 'my-invoices', routeKey: 'myInvoices', ...myInvoices }];
