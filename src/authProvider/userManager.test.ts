import { testConfig } from '../../tests/msw/config';
import { createUserManager } from './userManager';

describe('createUserManager', () => {
  it('uses code + PKCE against the configured authority, with the callback on this origin', () => {
    const { settings } = createUserManager(testConfig, 'https://console.example');
    expect(settings.authority).toBe(testConfig.authority.url);
    expect(settings.client_id).toBe('tenant-console');
    expect(settings.redirect_uri).toBe('https://console.example/auth-callback');
    expect(settings.post_logout_redirect_uri).toBe('https://console.example/');
    expect(settings.response_type).toBe('code');
    expect(settings.scope).toBe('openid profile email api');
    expect(settings.disablePKCE).toBe(false);
    expect(settings.automaticSilentRenew).toBe(false);
  });

  it('keeps the signed-in user and a sign-in under way in sessionStorage, nothing in localStorage', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const { settings } = createUserManager(testConfig, 'https://console.example');
    await settings.userStore.set('user:tenant-console', '{"access_token":"a"}');
    await settings.stateStore.set('state-1', '{"code_verifier":"v"}');
    expect(Object.keys(sessionStorage)).toEqual(expect.arrayContaining(['oidc.user:tenant-console', 'oidc.state-1']));
    expect(localStorage.length).toBe(0);
  });
});
