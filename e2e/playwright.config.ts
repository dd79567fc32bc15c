import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { DATA_DIR } from './support/data-dir';
import { E2E_GOOGLE_CLIENT } from './support/google';
import { APP_PORT, APP_URL, MAIL_HTTP_PORT, MAIL_SMTP_PORT, OIDC_ISSUER } from './support/ports';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three browsers on two cores: with two, the cores stood idle about a fifth of the time while each journey waited on
  // the app's mail and sealing polls (the suite took 14.9 min with two, 14.2 with three, in fresh-clone runs).
  workers: 3,
  retries: 0,
  reporter: [['list']],
  outputDir: `.artifacts/test-results-${APP_PORT}`,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: APP_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Off: recording a trace (a screencast and DOM snapshots of every step) made each journey about twice as long on
    // two cores, for every journey, though only a failure keeps it. To see a failure step by step, run it again with
    // `npx playwright test <spec> --trace=on`. A failure still leaves its screenshot and error context.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'tsx support/mail-server.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The OpenID provider "Sign in with Google" goes to (GOOGLE_ISSUER below).
      command: 'tsx support/oidc-server.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A fresh DATA_DIR each run, started as `npm start` starts it; web app built beforehand.
      command: `rm -rf "${DATA_DIR}" && npm --prefix .. start`,
      url: `${APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(APP_PORT),
        DATA_DIR,
        APP_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        REGISTER_RATE_LIMIT_PER_HOUR: '1000',
        VERIFY_RATE_LIMIT_PER_MINUTE: '1000',
        // A sealing that fails (sealing-failure.spec.ts) gives up within seconds rather than the better part of an hour.
        SEAL_RETRY_BASE_MS: '50',
        // Each owner's verification mail (registerViaApi waits for it) goes out within a fraction of a second.
        MAIL_POLL_MS: '200',
        // A completed document's sealed PDF, which the download tests wait for, within a fraction of a second too.
        SEAL_POLL_MS: '200',
        LOG_LEVEL: 'warn',
        // billing.spec.ts moves an account's plan into the past (POST /dev/time-travel) rather than wait for it to end,
        // webhook-turned-off.spec.ts an endpoint's failing (POST /dev/webhooks/time-travel).
        DEV_TIME_TRAVEL: 'true',
        // webhooks.spec.ts delivers to a receiver it runs on 127.0.0.1, within a fraction of a second.
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_POLL_MS: '200',
        GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.clientSecret,
        GOOGLE_ISSUER: OIDC_ISSUER,
      },
    },
  ],
});
