export { ErrorBarProvider, useErrorBarStore, type ErrorBarMeta } from './ErrorBarProvider';
export { ErrorBarHost } from './ErrorBarHost';
export { AppNotification } from './AppNotification';
export { PageMessagesScope } from './PageMessagesScope';
export { useReportError } from './useReportError';
export { shownByScreen } from './shownByScreen';
