import type {} from '@vitest/browser/providers/playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts'

const conditions = ['latch:source', 'module', 'browser', 'development|production']

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['latch:source', 'module', 'node', 'development|production'] },
        ssr: {
          resolve: { conditions: ['latch:source', 'module', 'node', 'development|production'] },
        },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [
            'packages/react/**',
            'packages/*/src/**/*.browser.test.ts',
            '**/node_modules/**',
          ],
          // Type tests (`*.test-d.ts`): tsc checks them with the workspace's compiler options.
          typecheck: {
            enabled: true,
            include: ['packages/*/src/**/*.test-d.ts'],
            // Only the type tests and what they import: the whole workspace takes minutes.
            tsconfig: './tsconfig.typetests.json',
          },
        },
      },
      {
        resolve: { conditions },
        // globalSetup runs in Node: it must also resolve workspace packages to their source.
        ssr: {
          resolve: { conditions: ['latch:source', 'module', 'node', 'development|production'] },
        },
        // Pre-bundled up front: discovering them mid-run makes Vite reload the page.
        optimizeDeps: {
          include: [
            'viem',
            'viem/accounts',
            'axe-core',
            'react',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'react/jsx-dev-runtime',
            '@testing-library/react',
          ],
        },
        test: {
          name: 'browser',
          // expect.poll / expect.element wait up to 5 s (Vitest's default is 1 s): the first
          // test of a file waits on lazy chunks and fetches, which a loaded 2-core CI machine
          // can take longer than a second to serve. A passing poll returns as soon as it holds.
          expect: { poll: { timeout: 5_000 } },
          // A Latch server with the relay on a free port, for browser tests that pair over it.
          // And a second origin for the embedded wallet's channel tests (a frame page, ports 9340–9359).
          globalSetup: [
            'packages/server/src/testing/vitestServer.ts',
            'packages/embedded-wallet/src/test/frameTestServer.ts',
          ],
          include: [
            'packages/react/src/**/*.test.tsx',
            'packages/react/src/**/*.test.ts',
            'packages/*/src/**/*.browser.test.ts',
          ],
          browser: {
            enabled: true,
            provider: 'playwright',
            headless: true,
            screenshotFailures: false,
            instances: [
              {
                browser: 'chromium',
                launch: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              },
            ],
          },
        },
      },
    ],
  },
})
