import { defineConfig, devices } from '@playwright/test';
import { SMTP_PORT } from './e2e/mail-ports.ts';

const PORT = 5123;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Browser journeys against the built shop on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // A journey that signs up two players, pays twice and runs an accessibility scan takes 20-40 s
  // on the 2-core machines CI runs on, and near 60 s when the machine is busy with other work; a
  // hung page still fails at this limit.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: process.env.CI ? 'line' : 'list',
  // The SMTP server the shop sends to, whose inbox the specs read (e2e/mail.ts).
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // Debian's build of Chromium's headless shell, which Playwright itself runs headless tests
    // in: the journeys took a fifth less time in it than in the full browser
    // (docs/performance.md#the-ci-run); scripts/ensure-chromium.sh installs it.
    // A trace recorded for every journey to keep the failing ones cost a third of the run's
    // time (docs/performance.md#the-ci-run). A failure still leaves its error, the page's
    // accessibility snapshot and a screenshot; `npx playwright test --trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `${BASE_URL}/api/health`,
    env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, PUBLIC_URL: BASE_URL },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
