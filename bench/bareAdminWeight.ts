/**
 * The bare react-admin app's first screen (bench/bare-admin/), gzip level 9, as `npm run bench`
 * (bench/bareAdmin.ts) printed it on 2026-11-26 with react-admin 5.15, MUI 9.5, React 19.3 and Vite 8.3.
 * A committed figure, not built in the test run: that build would add seconds to every `npm test`.
 * Measure again (`npx tsx bench/bareAdmin.ts`) and update it when react-admin, MUI, React or Vite change.
 */
export const bareAdminFirstScreenGzip = 328_366;
