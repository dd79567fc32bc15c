/** Fixed ports of the end-to-end run: the app under test, the mail catcher and the OpenID provider beside it. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3310);
export const MAIL_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3325);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3326);
export const APP_URL = `http://localhost:${APP_PORT}`;
/** The local OpenID provider the app signs in with Google through (support/oidc-server.ts). */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? MAIL_HTTP_PORT + 1);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
