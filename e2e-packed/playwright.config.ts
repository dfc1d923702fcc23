import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts'
import { PREVIEW_URL } from './ports.ts'

/**
 * The packed-app test (`npm run test:packages`): the kit's tarballs installed into a new Vite +
 * React app outside the workspace, built and served; see setup.ts. Its own ports (95xx) and
 * output folder, so it runs beside `npm start` and the main end-to-end suite.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results-packed',
  globalSetup: './setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: PREVIEW_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
