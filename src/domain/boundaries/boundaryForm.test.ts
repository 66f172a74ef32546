import type { Container } from '../schemas/container';
import { boundaryFormOf, searchUsers, userDisplayText, userSearchIndex } from './boundaryForm';

const member = (userId: string, firstName: string, lastName: string, email: string) => ({ userId, firstName, lastName, email });
const users = [
  member('u1', 'Nora', 'Quinn', 'no.roles@sandbox.test'),
  member('u2', 'Carlos', 'Mendes', 'customer.admin@sandbox.test'),
  member('u3', '', '', 'unnamed@contoso.example'),
];

describe('the users picker (doc 002 §2)', () => {
  const index = userSearchIndex(users);
  const ids = (q: string, excluded: string[] = [], limit = 50) => searchUsers(index, q, new Set(excluded), limit).matches.map((u) => u.userId);
  it('matches case-insensitively across the name, the full name and the e-mail', () => {
    expect(ids('NORA')).toEqual(['u1']);
    expect(ids('nora quinn')).toEqual(['u1']);
    expect(ids('CUSTOMER.ADMIN@')).toEqual(['u2']);
    expect(ids('sandbox.test')).toEqual(['u1', 'u2']);
    expect(ids('  ')).toEqual([]);
  });
  it('leaves out users already added, and counts the matches beyond the limit', () => {
    expect(ids('sandbox', ['u1'])).toEqual(['u2']);
    expect(searchUsers(index, 'e', new Set(), 1)).toEqual({ matches: [users[0]], total: 3 });
  });
  it('shows the full name, else the e-mail', () => {
    expect(userDisplayText(users[1])).toBe('Carlos Mendes');
    expect(userDisplayText(users[2])).toBe('unnamed@contoso.example');
  });
});

describe('a loaded boundary as the form', () => {
  it('keeps the ids of users and data sources, and shows the directory source restriction in the builder', () => {
    const container: Container = {
      containerId: 4,
      name: 'Sales',
      description: '',
      createdOnUtc: '',
      updatedOnUtc: '',
      users: [{ novaContainerUserId: 9, userId: 'u1', anonymous: true, allowedActions: [], firstName: 'Nora', lastName: 'Quinn', email: 'n@x' }],
      datasources: [{ datasourceId: 7, datasource: 'azure_users', allowedFields: ['country'], restriction: "(country eq 'Germany')" }],
    };
    const form = boundaryFormOf(container);
    expect(form.users[0]).toMatchObject({ userId: 'u1', anonymous: true, novaContainerUserId: 9 });
    expect(form.dataSources[0]).toMatchObject({ datasource: 'azure_users', datasourceId: 7 });
    expect(form.scoped).toMatchObject({ unsupported: null, touched: false, groups: [{ filters: [{ field: 'country', value: 'Germany' }] }] });
  });
});
