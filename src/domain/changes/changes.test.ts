import { explainOrganizationAccess, OrganizationType, type OrganizationLink, type Profile } from '../index';
import { approvalPolicy, approvalThresholdOf, changeCatalogue, explainChangeAt, mayStartChange, mayUseChanges, planBodySchema } from './index';

const profile = (roles: Profile['roles'], organizationId = 2, organizationType = OrganizationType.Distributor): Profile =>
  ({ userId: 'u1', email: 'a@b.c', roles, organizationId, organizationType, organizationName: 'Own' }) as unknown as Profile;
const link = (id: number, parentId: number | null, organizationType: OrganizationType, manage = true): OrganizationLink => ({
  id,
  parentId,
  organizationType,
  parentCanView: true,
  parentCanManage: manage,
});
const path = [link(1, null, OrganizationType.Root), link(2, 1, OrganizationType.Distributor), link(5, 2, OrganizationType.TenantCustomer)];

describe('change jobs: the approval policy', () => {
  it('asks approval above the threshold and for any administrator-role grant, whatever the count', () => {
    expect(approvalPolicy({ action: 'holdDataCollection', targets: 10 })).toEqual({ required: false, why: null, threshold: 10 });
    expect(approvalPolicy({ action: 'holdDataCollection', targets: 11 })).toEqual({ required: true, why: 'threshold', threshold: 10 });
    expect(approvalPolicy({ action: 'grantRole', roleCode: 'accountadmin', targets: 1 })).toMatchObject({ required: true, why: 'adminRole' });
    expect(approvalPolicy({ action: 'removeRole', roleCode: 'sysadmin', targets: 3 })).toMatchObject({ required: false });
    expect(approvalPolicy({ action: 'addTrial', targets: 3 }, 2)).toMatchObject({ required: true, why: 'threshold', threshold: 2 });
  });

  it('reads CHANGE_APPROVAL_THRESHOLD as a whole number, the default otherwise', () => {
    expect([approvalThresholdOf('25'), approvalThresholdOf(undefined), approvalThresholdOf('-1'), approvalThresholdOf('1e3')]).toEqual([
      25, 10, 10, 10,
    ]);
  });
});

describe('change jobs: the action catalogue decides with the single change’s rules', () => {
  it('a role change needs manage and a role the caller may grant; an Account Administrator never changes his own association', () => {
    const sysadmin = profile(['sysadmin']);
    const access = explainOrganizationAccess(sysadmin, path);
    expect(
      explainChangeAt('grantRole', sysadmin, access, { organizationType: OrganizationType.TenantCustomer, roleCode: 'sysadmin', userId: 'u2' })
        .allowed,
    ).toBe(true);
    const accountadmin = profile(['accountadmin']);
    const theirs = explainOrganizationAccess(accountadmin, path);
    expect(
      explainChangeAt('grantRole', accountadmin, theirs, { organizationType: OrganizationType.TenantCustomer, roleCode: 'sysadmin', userId: 'u2' }),
    ).toMatchObject({ allowed: false, reason: 'roleNotGrantable' });
    expect(
      explainChangeAt('removeRole', accountadmin, theirs, {
        organizationType: OrganizationType.TenantCustomer,
        roleCode: 'accountadmin',
        userId: 'u1',
      }),
    ).toMatchObject({ allowed: false, reason: 'ownAssociation' });
    const noManage = explainOrganizationAccess(sysadmin, [path[0], path[1], link(5, 2, OrganizationType.TenantCustomer, false)]);
    expect(
      explainChangeAt('grantRole', sysadmin, noManage, { organizationType: OrganizationType.TenantCustomer, roleCode: 'accountadmin' }),
    ).toMatchObject({ allowed: false, reason: 'parentCanManageOff' });
  });

  it('a hold follows the data-collection rule, a trial the subscription editors’ rule; undo pairs the inverse actions', () => {
    const sysadmin = profile(['sysadmin']);
    const access = explainOrganizationAccess(sysadmin, path);
    expect(explainChangeAt('holdDataCollection', sysadmin, access, { organizationType: OrganizationType.TenantCustomer }).allowed).toBe(true);
    expect(explainChangeAt('holdDataCollection', sysadmin, access, { organizationType: OrganizationType.Partner })).toMatchObject({
      reason: 'noDataCollectionRole',
    });
    expect(explainChangeAt('addTrial', sysadmin, access, { organizationType: OrganizationType.TenantCustomer })).toMatchObject({
      reason: 'noSubscriptionRole',
    });
    expect([changeCatalogue.grantRole.inverse, changeCatalogue.holdDataCollection.inverse, changeCatalogue.addTrial.inverse]).toEqual([
      'removeRole',
      'releaseDataCollection',
      undefined,
    ]);
    expect([
      mayStartChange(profile(['tmsviewer']), 'addTrial'),
      mayStartChange(profile(['tmsviewer']), 'grantRole'),
      mayUseChanges(profile([])),
    ]).toEqual([true, false, false]);
  });

  it('refuses a body with an unknown field or params of another action', () => {
    const targets = { kind: 'group', groupId: 3 };
    expect(planBodySchema.safeParse({ action: 'addTrial', params: { product: 'Reporting' }, targets }).success).toBe(true);
    expect(planBodySchema.safeParse({ action: 'addTrial', params: { product: 'Reporting' }, targets, extra: 1 }).success).toBe(false);
    expect(planBodySchema.safeParse({ action: 'holdDataCollection', params: { product: 'Reporting' }, targets }).success).toBe(false);
    expect(
      planBodySchema.safeParse({ action: 'addTrial', params: { product: 'Reporting' }, targets: { kind: 'group', groupId: '0x3' } }).success,
    ).toBe(false);
  });
});
