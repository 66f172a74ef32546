import {
  dataCollectionView,
  dpcServiceTag,
  holdToSend,
  isDataCollectionEnabled,
  isDataCollectionToggleDisabled,
  isServiceProvisioned,
  provisioningComponentStatus,
  reportingServiceTag,
  serviceTag,
  SignUpStatus,
} from './provisioning';

describe('provisioning component status (doc 000 §4)', () => {
  it('maps Success, Failed and InProgress; anything else is unknown', () => {
    expect(provisioningComponentStatus('Success')).toBe('success');
    expect(provisioningComponentStatus('Failed')).toBe('failed');
    expect(provisioningComponentStatus('InProgress')).toBe('inProgress');
    for (const v of ['success', 'Pending', '', null, undefined, 1]) expect(provisioningComponentStatus(v)).toBe('unknown');
  });
});

describe('data collection view (doc 000 §4)', () => {
  it('Signed Up → provisioned, De-provisioned → disabled, others → provision form', () => {
    expect(dataCollectionView(SignUpStatus.SignedUp)).toBe('provisioned');
    expect(dataCollectionView(SignUpStatus.Deprovisioned)).toBe('disabled');
    expect(dataCollectionView(SignUpStatus.NotSignedUp)).toBe('provisionForm');
    expect(dataCollectionView(SignUpStatus.NewSignUp)).toBe('provisionForm');
    expect(dataCollectionView(null)).toBe('provisionForm');
  });
  it('enabled means hold is false; the toggle sends the opposite', () => {
    expect(isDataCollectionEnabled({ hold: false })).toBe(true);
    expect(isDataCollectionEnabled({ hold: true })).toBe(false);
    expect(holdToSend({ hold: false })).toBe(true);
    expect(holdToSend({ hold: true })).toBe(false);
  });
  it('the toggle is disabled while the demo status is In Progress or Yes', () => {
    expect(isDataCollectionToggleDisabled(2)).toBe(true);
    expect(isDataCollectionToggleDisabled(1)).toBe(true);
    expect(isDataCollectionToggleDisabled(0)).toBe(false);
    expect(isDataCollectionToggleDisabled(3)).toBe(false);
    expect(isDataCollectionToggleDisabled(undefined)).toBe(false);
  });
});

describe('service tag (doc 000 §4)', () => {
  it('a subscription decides: active or expired', () => {
    expect(serviceTag({ subscriptionActive: true, provisioningStatus: 3 })?.kind).toBe('active');
    expect(serviceTag({ subscriptionActive: false, provisioningStatus: 1 })?.kind).toBe('expired');
  });
  it('otherwise the provisioning status: 0 nothing, 1 in progress, 2 yellow, 3 red with support hint', () => {
    expect(serviceTag({ provisioningStatus: 0 })).toBeNull();
    expect(serviceTag({})).toBeNull();
    expect(serviceTag({ provisioningStatus: 1 })?.kind).toBe('inProgress');
    expect(serviceTag({ provisioningStatus: 2 })).toMatchObject({ kind: 'provisionedInactive', colour: 'yellow' });
    expect(serviceTag({ provisioningStatus: 3 })).toMatchObject({ kind: 'failed', colour: 'red', hintKey: 'services.tag.contactSupport' });
  });

  it('tags a service provisioned when only its endpoint is known, and lets a status or subscription decide first', () => {
    expect(serviceTag({ endpointProvisioned: true })).toMatchObject({ kind: 'provisioned', colour: 'green' });
    expect(serviceTag({ endpointProvisioned: false })).toBeNull();
    expect(serviceTag({ endpointProvisioned: true, provisioningStatus: 0 })).toBeNull();
    expect(serviceTag({ endpointProvisioned: true, provisioningStatus: 3 })?.kind).toBe('failed');
    expect(serviceTag({ endpointProvisioned: true, subscriptionActive: false })?.kind).toBe('expired');
  });
  it('the DPC tag follows its overall status', () => {
    expect(dpcServiceTag('Success')?.kind).toBe('provisioned');
    expect(dpcServiceTag('InProgress')?.kind).toBe('inProgress');
    expect(dpcServiceTag('Failed')?.hintKey).toBe('services.tag.contactSupport');
    expect(dpcServiceTag('Whatever')).toBeNull();
  });
  it('a service is provisioned when its endpoint is in the service locations', () => {
    const locations = [{ endpoints: [{ endpointName: 'Reporting', endpointUrl: 'https://us.example', region: 'US' }] }];
    expect(isServiceProvisioned('Reporting', locations)).toBe(true);
    expect(isServiceProvisioned('Availability', locations)).toBe(false);
    expect(isServiceProvisioned('Reporting', null)).toBe(false);
  });
});

describe('reportingServiceTag (doc 000 §4 tag states from the sign-up status)', () => {
  const s = (status: number, overallStatus: string | null = null, hold = false) => ({ status, hold, overallStatus });
  it('maps every sign-up state onto a tag, never green for an endpoint alone', () => {
    expect(reportingServiceTag(s(0), true)?.kind).toBe('notSignedUp');
    expect(reportingServiceTag(s(0), false)).toBeNull();
    expect(reportingServiceTag(s(2, 'InProgress'), false)?.kind).toBe('inProgress');
    expect(reportingServiceTag(s(0, 'Failed'), true)).toMatchObject({ kind: 'failed', colour: 'red', hintKey: 'services.tag.contactSupport' });
    expect(reportingServiceTag(s(1, 'Success'), true)?.kind).toBe('provisioned');
    expect(reportingServiceTag(s(1, 'Success', true), true)).toMatchObject({ kind: 'provisionedInactive', colour: 'yellow' });
    expect(reportingServiceTag(s(3, 'Success'), true)?.kind).toBe('deprovisioned');
    expect(reportingServiceTag(undefined, true)).toBeNull();
  });
});
