import { ApiError } from '../../dataProvider/ApiError';
import { childOrganizationDefaults } from '../../domain/validation/organization';
import { childFormSchema, createdChildItem, editDefaults, serverFieldErrors } from './childForm';

describe('child organization form', () => {
  it('refuses on create a type the parent does not allow, under organizationType', () => {
    const r = childFormSchema('create', 4).safeParse({ ...childOrganizationDefaults, name: 'Child', organizationType: 3 });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]).toMatchObject({ path: ['organizationType'], message: 'organization.validation.childType' });
    expect(childFormSchema('create', 4).safeParse({ ...childOrganizationDefaults, name: 'Child' }).success).toBe(true);
  });

  it('does not check the type on edit', () => {
    expect(childFormSchema('edit', 5).safeParse({ ...childOrganizationDefaults, name: 'Same', organizationType: 2 }).success).toBe(true);
  });

  it('refuses a name with @ with the spec message key', () => {
    const r = childFormSchema('create', 1).safeParse({ ...childOrganizationDefaults, name: 'a@b' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.message)).toEqual(['organization.validation.name']);
  });

  it('starts an edit from the options and the authentication type', () => {
    const options = { name: 'Contoso', parentOrganizationName: 'Wingtip', parentCanView: true, parentCanManage: false };
    expect(editDefaults(options, { useCertBasedAuth: true, isBlocked: false }, 5)).toEqual({
      name: 'Contoso',
      parentCanView: true,
      parentCanManage: false,
      useCertBasedAuth: true,
      organizationType: 5,
    });
    expect(editDefaults(options, undefined, 5).useCertBasedAuth).toBe(false);
  });

  it('takes the field errors of a 400 answer that belong to the form', () => {
    const error = new ApiError({
      status: 400,
      kind: 'http',
      serverMessage: 'Invalid request body',
      errors: { name: ['organization.validation.name'], parentOrganizationId: ['x'] },
    });
    expect(serverFieldErrors(error)).toEqual({ name: 'organization.validation.name' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });

  it('makes the tree node of a created child', () => {
    expect(createdChildItem(99, 5, { ...childOrganizationDefaults, name: ' New ' }, true)).toEqual({
      organizationId: 99,
      organizationName: 'New',
      parentId: 5,
      organizationType: 5,
      parentCanView: false,
      parentCanManage: true,
      children: [],
      users: [],
    });
  });
});
