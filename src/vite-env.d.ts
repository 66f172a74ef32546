/// <reference types="vite/client" />

/** The application version from package.json, replaced at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
/** The build's name (CONSOLE_BUILD at build time, e.g. the commit), or '' when none was given. */
declare const __APP_BUILD__: string;
