/// <reference types="vite/client" />

/** The web app's version from its package.json, set by vite.config.ts; shown in the footer. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** The Facebook app whose Login the (hidden) Facebook button uses; the server's FACEBOOK_APP_ID. */
  readonly VITE_FACEBOOK_APP_ID?: string;
}
