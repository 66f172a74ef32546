import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '../domain/config';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The validated /config.json; only usable below <App>. */
export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <ConfigProvider>');
  return config;
}
