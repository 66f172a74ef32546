import { firstLine, readConnectCallback } from './tenantConnection';

describe('tenant connection callback', () => {
  it('reads the tenant and the organization from state', () => {
    expect(readConnectCallback('?tenant=0f6c1d2e-aaaa-4bbb-8ccc-111122223333&state=42&admin_consent=True', 1)).toEqual({
      orgId: 42,
      tenantId: '0f6c1d2e-aaaa-4bbb-8ccc-111122223333',
    });
  });

  it('keeps only the first line of the error description', () => {
    const search = `?error=access_denied&error_description=${encodeURIComponent('AADSTS65004: User declined to consent to access the app.\r\nTrace ID: 1\r\nCorrelation ID: 2')}&state=7`;
    expect(readConnectCallback(search, 1)).toEqual({
      orgId: 7,
      error: 'access_denied',
      errorDescription: 'AADSTS65004: User declined to consent to access the app.',
    });
  });

  it('falls back to the error code without a description, and to the given organization without a usable state', () => {
    expect(readConnectCallback('?error=server_error&state=abc', 3)).toEqual({ orgId: 3, error: 'server_error', errorDescription: 'server_error' });
    expect(readConnectCallback('', undefined)).toEqual({ orgId: undefined });
  });

  it('cuts at any kind of line break', () => {
    expect(firstLine('one\ntwo')).toBe('one');
    expect(firstLine('one\rtwo')).toBe('one');
    expect(firstLine(undefined)).toBe('');
  });
});
