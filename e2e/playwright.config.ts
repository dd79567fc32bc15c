import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { APP_PORT, APP_URL, MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './support/ports';

// Per port, so runs on other ports (E2E_APP_PORT…) can go on side by side.
const dataDir = path.join(import.meta.dirname, '.artifacts', `data-${APP_PORT}`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: `.artifacts/test-results-${APP_PORT}`,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: APP_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
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
      // A fresh DATA_DIR each run, started as `npm start` starts it; web app built beforehand.
      command: `rm -rf "${dataDir}" && npm --prefix .. start`,
      url: `${APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(APP_PORT),
        DATA_DIR: dataDir,
        APP_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        REGISTER_RATE_LIMIT_PER_HOUR: '1000',
        VERIFY_RATE_LIMIT_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
