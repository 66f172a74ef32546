import type { Translate } from '../i18n/i18nProvider';

/**
 * Shown instead of the console when /config.json cannot be used: plain HTML (no theme yet), texts
 * from the catalogue, never a blank page.
 */
export function ConfigErrorScreen({ translate, details }: { translate: Translate; details: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem', color: '#1b1b1b' }}>
      <h1>{translate('config.error.title')}</h1>
      <p role="alert">{translate('config.error.message')}</p>
      <p>
        <code>{translate('config.error.details', { details })}</code>
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        {translate('config.error.reload')}
      </button>
    </main>
  );
}
