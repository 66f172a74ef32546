export { loadConfig, ConfigError } from './loadConfig';
export { ConfigProvider, useAppConfig } from './ConfigContext';
export { ConfigErrorScreen } from './ConfigErrorScreen';
