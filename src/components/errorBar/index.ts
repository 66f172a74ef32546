export { ErrorBarProvider, useErrorBarStore, defaultErrorKey, type ErrorBarMeta } from './ErrorBarProvider';
export { ErrorBarHost } from './ErrorBarHost';
export { AppNotification } from './AppNotification';
export { useReportError } from './useReportError';
