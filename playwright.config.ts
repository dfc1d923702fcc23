import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts'

/**
 * End-to-end tests in headless Chromium against the `npm start` stack. A stack already running
 * (a developer's `npm start`) is reused outside CI.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The demo as a production build: each test's page loads ~110 requests instead of ~540.
    command: 'node scripts/start.mjs',
    env: { LATCH_DEMO: process.env.LATCH_DEMO ?? 'built' },
    url: 'http://127.0.0.1:5173',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Ask the stack to stop (it stops its services), rather than SIGKILL the runner's shell only.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
