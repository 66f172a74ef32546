import type { ChildOrganizationValues } from '../../domain/validation/organization';
import type { IumOrganizationPatchBody } from '../../domain/schemas/organizationSettings';
import type { ResourceHandlers } from '../resourceHandlers';
import { createChildOrganization, deleteOrganizationEverywhere, updateChildOrganization } from './organizationWrites';

/**
 * `organizations` (doc 000 §2, §7): one organization, GET /api/v1.0/organizations/{orgId}; create is
 * "New child organization" (`data` = the form's values and `parentId`; `meta.createdId` finishes an
 * organization a failed attempt already created), update is "Edit details"
 * (`data` = the form's values, `meta.useCertBasedAuth` the type before) or, with `meta.config`, the
 * Config tab's save (`data` = the PATCH …/ium body of doc 000 §4), delete the whole deletion
 * workflow of doc 002 §4. The tree itself is not a list of this resource (GET …/associations).
 */
export const organizations: ResourceHandlers = {
  getOne: async ({ id, signal }, { services }) => ({ data: await services.account.getOrganization(Number(id), signal) }),
  getMany: async ({ ids, signal }, { services }) => ({
    data: await Promise.all(ids.map((id) => services.account.getOrganization(Number(id), signal))),
  }),
  create: async ({ data, meta }, { services }) => {
    const { parentId, ...values } = data as ChildOrganizationValues & { parentId: number };
    const createdId = typeof meta?.createdId === 'number' ? meta.createdId : undefined;
    const { organizationId } = await createChildOrganization(services, parentId, values, createdId);
    return { data: { ...values, id: organizationId, parentId } };
  },
  update: async ({ id, data, meta }, { services }) => {
    if (meta?.config) await services.organizations.updateIum(Number(id), data as IumOrganizationPatchBody);
    else await updateChildOrganization(services, Number(id), data as ChildOrganizationValues, { useCertBasedAuth: !!meta?.useCertBasedAuth });
    // The organization as the service now holds it (the form's values are not an organization record).
    return { data: await services.account.getOrganization(Number(id)) };
  },
  delete: async ({ id, previousData }, { services, config }) => {
    await deleteOrganizationEverywhere(services, config, Number(id));
    return { data: previousData ?? { id } };
  },
  errorKeys: { getOne: 'organization.error.load' },
};
