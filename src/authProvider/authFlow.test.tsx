import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../tests/msw/account';
import { server } from '../../tests/msw/server';
import type { User } from 'oidc-client-ts';
import { profileToClaims } from '../domain/schemas/profile';
import { profiles } from '../../tests/domain/profiles';
import { renderApp } from '../../tests/setup/renderApp';
import { createAuthProvider } from './authProvider';
import type { OidcUserManager } from './userManager';

const profile = profiles.tmsAdmin();

function userManagerWith(initial: User | null, onSignin: (args: unknown) => void, onRemove = () => {}): OidcUserManager {
  let stored = initial;
  return {
    getUser: async () => stored,
    removeUser: async () => {
      onRemove();
      stored = null;
    },
    signinRedirect: async (args) => onSignin(args),
    signinRedirectCallback: async () => {
      stored = {
        access_token: 'a',
        id_token: 'i',
        expired: false,
        state: { returnTo: '/my-invoices' },
        profile: profileToClaims(profile),
      } as unknown as User;
      return stored;
    },
    signoutRedirect: async () => undefined,
  };
}

describe('sign-in flow in the app', () => {
  it('a visit without a session goes to /login, which starts the redirect with the page to return to', async () => {
    const signin = vi.fn();
    const removed = vi.fn();
    const authProvider = createAuthProvider({
      userManager: userManagerWith(null, signin, removed),
      features: { groupsEnabled: true },
      resources: [],
    });
    await renderApp({ profile, path: '/my-invoices', authProvider });
    await waitFor(() => expect(signin).toHaveBeenCalledWith({ state: { returnTo: '/my-invoices' } }));
    expect(window.location.pathname).toBe('/login');
    // Signed out once on the way, not again and again while /login waits to render.
    expect(removed.mock.calls.length).toBeLessThanOrEqual(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('/auth-callback finishes sign-in and replaces the address with the saved page', async () => {
    const authProvider = createAuthProvider({ userManager: userManagerWith(null, vi.fn()), features: { groupsEnabled: true }, resources: [] });
    await renderApp({ profile, path: '/auth-callback?code=abc&state=xyz', authProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invoices' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-invoices');
    expect(window.location.search).not.toContain('code=');
  });

  it('an API answer 401 clears the session and signs in again, returning to the same page', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/billing'), () => errorAnswer(401, 'token expired')));
    const signin = vi.fn();
    const signedIn = { access_token: 'a', id_token: 'i', expired: false, profile: profileToClaims(profile) } as unknown as User;
    const authProvider = createAuthProvider({ userManager: userManagerWith(signedIn, signin), features: { groupsEnabled: true }, resources: [] });
    await renderApp({ profile, path: '/my-invoices', authProvider });
    await waitFor(() => expect(signin).toHaveBeenCalledWith({ state: { returnTo: '/my-invoices' } }));
  });
});
