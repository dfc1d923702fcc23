/**
 * Vitest `globalSetup` module: one throw-away Latch server (in-memory database, no chains, the
 * WalletConnect relay on) on a free port for a test run, so browser tests that need the relay
 * don't depend on a running `npm start`. Tests read its URL with `inject('latchServerUrl')`.
 */
import type { TestProject } from 'vitest/node'
import { startServer } from '../app/startServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. `http://127.0.0.1:41234`; the relay answers on the same port (`ws://`). */
    latchServerUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ port: 0, dataDir: ':memory:' })
  project.provide('latchServerUrl', server.url)
  return () => server.stop()
}
