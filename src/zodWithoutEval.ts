/**
 * `zod` as the console's build sees it (vite.config.ts aliases the bare name here): zod itself, told
 * first not to compile schemas with `new Function`. zod finds out whether the page allows eval by
 * trying it, and under the console's Content-Security-Policy (no 'unsafe-eval',
 * src/domain/contentSecurityPolicy.ts) that try is a reported violation. A schema decides when it is
 * created, as its module loads: every module that imports `zod` imports this one, so it runs first,
 * whichever chunk the bundler puts it in (a call in main.tsx ran after the shared chunks' schemas).
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
