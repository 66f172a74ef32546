import { lazy } from 'react';

/** The page at `/` (react-admin's dashboard slot), loaded on first visit. */
export const HomePage = lazy(() => import('./HomePage'));
