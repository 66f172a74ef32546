import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useErrorBarStore } from './ErrorBarProvider';
import { pageOf } from './errorBarStore';

/**
 * Tells the one error store which page shows, so that a page's messages go when another page opens
 * (a failure on Organization Groups does not follow to Virtual Boundaries); messages about the whole
 * session stay. Mounted once, in the layout.
 */
export function PageMessagesScope() {
  const store = useErrorBarStore();
  const { pathname } = useLocation();
  useLayoutEffect(() => store.showPage(pageOf(pathname)), [store, pathname]);
  return null;
}
