import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = 3100;
export const E2E_SMTP_PORT = 2526;
export const E2E_ADMIN_EMAIL = 'admin@e2e.mloprep.test';
// A fresh embedded database and mail folder for every run (the folder name is fixed per process).
const runDir = process.env.E2E_RUN_DIR ?? path.join(os.tmpdir(), `mlo-e2e-${Date.now()}`);
process.env.E2E_RUN_DIR = runDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1, // 2 cores: the server, Chromium and the runner share them
  retries: 0, // a flaky test gets fixed, never retried into green
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screens are compared with a tolerance: anti-aliasing may differ by a few pixels, a changed
    // colour, size or layout changes thousands (tests/e2e/screens.spec.ts).
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // The screens spec's baselines are the screenshots linked from the README.
  snapshotPathTemplate: '{testDir}/../../docs/screens/{arg}{ext}',
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node server/start.js`,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${E2E_PORT}`,
      DATABASE_URL: '',
      DATA_DIR: path.join(runDir, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      OPENAI_API_KEY: '',
      RATE_LIMIT_MULTIPLIER: '50',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
