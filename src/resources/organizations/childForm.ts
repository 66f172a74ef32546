/** The child organization form's pure parts (doc 000 §2 "Child organization form", §5). */
import type { OrganizationType } from '../../domain/organizationTypes';
import type { AssociationItem } from '../../domain/schemas/association';
import type { OrganizationOptions, TenantAuthentication } from '../../domain/schemas/organizationSettings';
import { addIssues } from '../../domain/validation/messages';
import { childOrganizationSchema, childTypeMessage, type ChildOrganizationValues } from '../../domain/validation/organization';
import { ApiError } from '../../dataProvider/ApiError';

/** On create the type must be one the parent allows (allowedChildTypes); on edit the type is not changed. */
export function childFormSchema(mode: 'create' | 'edit', parentType: OrganizationType) {
  if (mode === 'edit') return childOrganizationSchema;
  return childOrganizationSchema.superRefine((v, ctx) => {
    const m = childTypeMessage(parentType, v.organizationType);
    if (m) addIssues(ctx, [m], ['organizationType']);
  });
}

/** Edit starts from GET …/options and the current authentication type. */
export function editDefaults(
  options: OrganizationOptions,
  auth: TenantAuthentication | undefined,
  organizationType: OrganizationType,
): ChildOrganizationValues {
  return {
    name: options.name,
    parentCanView: options.parentCanView,
    parentCanManage: options.parentCanManage,
    useCertBasedAuth: auth?.useCertBasedAuth ?? false,
    organizationType,
  };
}

const formFields = new Set(['name', 'parentCanView', 'parentCanManage', 'useCertBasedAuth', 'organizationType']);

/** The service's field errors of a 400 answer ({message, errors}) that belong to a form field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = field.replace(/^body\./, '');
    if (formFields.has(name) && messages.length) out[name] = messages[0];
  }
  return out;
}

/** The tree node a created child becomes until the next refetch. */
export function createdChildItem(organizationId: number, parentId: number, values: ChildOrganizationValues, withUsers: boolean): AssociationItem {
  return {
    organizationId,
    organizationName: values.name.trim(),
    parentId,
    organizationType: values.organizationType,
    parentCanView: values.parentCanView,
    parentCanManage: values.parentCanManage,
    children: [],
    ...(withUsers ? { users: [] } : {}),
  };
}
