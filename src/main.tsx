import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAuthProvider, createSession, createTokenRenewal, createUserManager } from './authProvider';
import { draftsAtSessionEnd } from './components/drafts';
import { ConfigError, ConfigErrorScreen, loadConfig } from './config';
import { createDataProvider } from './dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { installLeaveGuards } from './components/unsavedInput';
import { resources } from './resources';

/**
 * Start-up: the catalogue, then /config.json (validated; a readable error screen if it is not
 * usable), then the providers over it, then the console.
 */
async function start() {
  // Before the router: a dialog with unsaved input must see the browser's Back first.
  installLeaveGuards();
  const root = createRoot(document.getElementById('root')!);
  const i18nProvider = await createI18nProvider();
  let config;
  try {
    config = await loadConfig();
  } catch (e) {
    const details = e instanceof ConfigError ? e.details : String(e);
    root.render(<ConfigErrorScreen translate={i18nProvider.translate} details={details} />);
    return;
  }
  const userManager = createUserManager(config);
  // One renewal for the whole console: requests, react-admin's checks and the timer share it.
  const renewal = createTokenRenewal(userManager, { onRefused: draftsAtSessionEnd });
  // The resources <App> registers: canAccess answers each by the rule its folder declares.
  const authProvider = createAuthProvider({ userManager, renewal, features: { groupsEnabled: config.brand.groupsEnabled }, resources });
  const dataProvider = createDataProvider({ config, session: createSession(renewal) });
  root.render(
    <StrictMode>
      <App config={config} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} resources={resources} />
    </StrictMode>,
  );
}

void start();
