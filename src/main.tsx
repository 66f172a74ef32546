import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ConfigError, ConfigErrorScreen, loadConfig } from './config';
import { lazyAuthProvider, lazyDataProvider } from './lazyProviders';
import { loadPart } from './components/replacedBuild/loadPart';
import { createI18nProvider } from './i18n/i18nProvider';
import { installLeaveGuards } from './components/unsavedInput/leaveGuard';
import { resources } from './resources';

/**
 * Start-up: the catalogue, then /config.json (validated; a readable error screen if it is not
 * usable), then the providers over it, then the console. The providers' code is fetched from the
 * start, beside both, and the console renders before it has arrived (lazyProviders.ts).
 */
async function start() {
  // Before the router: a dialog with unsaved input must see the browser's Back first.
  installLeaveGuards();
  const root = createRoot(document.getElementById('root')!);
  // Fetched beside the catalogue and the configuration, not part of the first download (lazyProviders.ts).
  const providersPart = loadPart(() => import('./providers'))();
  // Its failure is reported by the first provider call; not here as well.
  providersPart.catch(() => undefined);
  const i18nProvider = await createI18nProvider();
  let config;
  try {
    config = await loadConfig();
  } catch (e) {
    const details = e instanceof ConfigError ? e.details : String(e);
    root.render(<ConfigErrorScreen translate={i18nProvider.translate} details={details} />);
    return;
  }
  const providers = providersPart.then(({ createProviders }) => createProviders(config, resources));
  const authProvider = lazyAuthProvider(providers.then((p) => p.authProvider));
  const dataProvider = lazyDataProvider(providers.then((p) => p.dataProvider));
  root.render(
    <StrictMode>
      <App config={config} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} resources={resources} />
    </StrictMode>,
  );
}

void start();
