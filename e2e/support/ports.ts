/** Fixed ports of the end-to-end run: the app under test and the mail catcher beside it. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3310);
export const MAIL_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3325);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3326);
export const APP_URL = `http://localhost:${APP_PORT}`;
