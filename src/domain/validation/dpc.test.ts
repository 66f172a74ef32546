import { firstMessages } from './messages';
import { canSubmitDataCollectionProvision, canSubmitDpcProvisioning, dpcAliasMessage, dpcProvisioningBodySchema, dpcProvisioningSchema } from './dpc';

const key = (a: string | undefined) => dpcAliasMessage(a)?.key;

describe('DPC alias (doc 000 §5)', () => {
  it('is optional until typed', () => {
    expect(dpcAliasMessage('')).toBeUndefined();
    expect(dpcAliasMessage(undefined)).toBeUndefined();
  });
  it('accepts good aliases up to 10 characters', () => {
    for (const a of ['contoso', 'c', 'eu-west1', 'a1-b2-c3', 'abcdefghij']) expect(key(a)).toBeUndefined();
  });
  it('rejects master in any case', () => {
    expect(key('master')).toBe('dpcProvisioning.alias.matchError');
    expect(key('MASTER')).toBe('dpcProvisioning.alias.matchError');
    expect(key('Master')).toBe('dpcProvisioning.alias.matchError');
  });
  it('rejects more than 10 characters', () => {
    expect(dpcAliasMessage('abcdefghijk')).toEqual({ key: 'dpcProvisioning.alias.lengthError', params: { number: 10 } });
  });
  it.each(['1abc', '-abc', 'Abc', 'ab_c', 'ab c', 'ab--c', 'abc-', 'aé'])('rejects the format of %s', (a) => {
    expect(key(a)).toBe('dpcProvisioning.alias.formatError');
  });
});

describe('DPC provisioning form', () => {
  it('needs a region and a valid alias', () => {
    expect(canSubmitDpcProvisioning({ region: 'US', alias: 'contoso' })).toBe(true);
    expect(canSubmitDpcProvisioning({ region: '', alias: 'contoso' })).toBe(false);
    expect(canSubmitDpcProvisioning({ region: 'US', alias: '' })).toBe(false);
    expect(canSubmitDpcProvisioning({ region: 'US', alias: 'master' })).toBe(false);
    expect(canSubmitDpcProvisioning({ region: null, alias: null })).toBe(false);
  });
  it('puts the messages on the fields', () => {
    const r = dpcProvisioningSchema.safeParse({ region: '', alias: 'x--' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(firstMessages(r.error)).toEqual({
        region: { key: 'ra.validation.required' },
        alias: { key: 'dpcProvisioning.alias.formatError' },
      });
    }
  });
  it('the body carries only a valid alias', () => {
    expect(dpcProvisioningBodySchema.safeParse({ alias: 'contoso' }).success).toBe(true);
    expect(dpcProvisioningBodySchema.safeParse({ alias: 'master' }).success).toBe(false);
    expect(dpcProvisioningBodySchema.safeParse({ alias: '' }).success).toBe(false);
    expect(dpcProvisioningBodySchema.safeParse({ alias: 'contoso', region: 'US' }).success).toBe(false);
  });
});

describe('data collection provision (doc 000 §5)', () => {
  const tenant = '3f2a1c44-8b1e-4d5f-9a0b-2c3d4e5f6a7b';
  it('needs a region unless an endpoint is preset', () => {
    expect(canSubmitDataCollectionProvision({ region: 'US', presetEndpoint: false, azureAdTenantId: tenant })).toBe(true);
    expect(canSubmitDataCollectionProvision({ region: '', presetEndpoint: false, azureAdTenantId: tenant })).toBe(false);
    expect(canSubmitDataCollectionProvision({ region: null, presetEndpoint: true, azureAdTenantId: tenant })).toBe(true);
  });
  it('is disabled without a directory tenant id', () => {
    expect(canSubmitDataCollectionProvision({ region: 'US', presetEndpoint: true, azureAdTenantId: null })).toBe(false);
  });
});
