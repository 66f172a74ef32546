import { MISSING_NAME_KEY } from '../validation/boundary';
import {
  containerCreateBodySchema,
  containerDatasourceCreateBodySchema,
  containerDatasourceUpdateBodySchema,
  containerUpdateBodySchema,
  containerUserCreateBodySchema,
  containerUserUpdateBodySchema,
} from './container';

const uid = '3f2a1c44-8b1e-4d5f-9a0b-2c3d4e5f6a7b';

describe('container payloads (doc 002 §7 "Boundaries")', () => {
  it('accepts the payloads of the table', () => {
    expect(containerCreateBodySchema.parse({ name: 'EU staff', description: 'Europe only' })).toEqual({
      name: 'EU staff',
      description: 'Europe only',
    });
    expect(containerUpdateBodySchema.safeParse({ description: '' }).success).toBe(true);
    expect(containerUserCreateBodySchema.safeParse({ userId: uid, anonymous: true, allowedActions: [] }).success).toBe(true);
    expect(containerUserUpdateBodySchema.safeParse({ anonymous: false, allowedActions: ['read'] }).success).toBe(true);
    expect(
      containerDatasourceCreateBodySchema.safeParse({ datasource: 'azure_users', allowedFields: [], restriction: 'createdDateTime gt ago(7d)' })
        .success,
    ).toBe(true);
    expect(containerDatasourceUpdateBodySchema.safeParse({ allowedFields: ['country'], restriction: '' }).success).toBe(true);
  });
  it('refuses unknown fields, a blank name and wrong types', () => {
    expect(containerCreateBodySchema.safeParse({ name: 'x', extra: 1 }).success).toBe(false);
    const blank = containerCreateBodySchema.safeParse({ name: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0].message).toBe(MISSING_NAME_KEY);
    expect(containerUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(containerUserCreateBodySchema.safeParse({ userId: 'not-a-uuid', anonymous: true }).success).toBe(false);
    expect(containerUserCreateBodySchema.safeParse({ userId: uid, anonymous: 'yes' }).success).toBe(false);
    expect(containerUserUpdateBodySchema.safeParse({ anonymous: true, userId: uid }).success).toBe(false);
    expect(containerDatasourceCreateBodySchema.safeParse({ datasource: 'azure_users', allowedFields: 'country' }).success).toBe(false);
    expect(containerDatasourceUpdateBodySchema.safeParse({ allowedFields: [], restriction: '', datasource: 'azure_users' }).success).toBe(false);
  });
});
