import { screen } from '@testing-library/react';
import { profiles } from '../../tests/domain/profiles';
import { fixedMatchMedia } from '../../tests/setup/matchMedia';
import { renderInAdmin } from '../../tests/setup/renderInAdmin';
import { AppUserMenu } from './AppUserMenu';

/** A window as wide as `width` for MUI's media queries (jsdom has no layout to measure). */
function windowWidth(width: number) {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return !min || width >= Number(min[1]);
  };
  vi.stubGlobal('matchMedia', fixedMatchMedia(matches));
}

afterEach(() => vi.unstubAllGlobals());

describe('the user menu button (WCAG 2.5.3 Label in Name)', () => {
  it('on a wide window shows the user’s name, and its accessible name starts with that name', async () => {
    windowWidth(1366);
    const profile = profiles.tmsAdmin({ firstName: 'Dana', lastName: 'Whitfield' });
    await renderInAdmin(<AppUserMenu />, { profile });
    const button = await screen.findByRole('button', { name: 'Dana Whitfield, Profile' });
    expect(button).toHaveTextContent('Dana Whitfield');
  });

  it('on a narrow window is an icon named Profile', async () => {
    windowWidth(390);
    await renderInAdmin(<AppUserMenu />, { profile: profiles.tmsAdmin({ firstName: 'Dana', lastName: 'Whitfield' }) });
    const button = await screen.findByRole('button', { name: 'Profile' });
    expect(button).not.toHaveTextContent('Dana Whitfield');
  });
});
