import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, test } from 'vitest'
import type { Db } from '../db/db.ts'
import { useTestDb } from '../testing/testDb.ts'
import { startServer } from './startServer.ts'

let db: Db
beforeAll(async () => {
  db = await useTestDb()
})

test('startServer listens on a free port, serves the app and stops', async () => {
  const server = await startServer({
    port: 0,
    db,
    projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    directory: 'synthetic:30',
  })
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' })
  const wallets = (await (await fetch(`${server.url}/getWallets?projectId=shop`)).json()) as {
    count: number
  }
  expect(wallets.count).toBe(31)
  await server.stop()
  await expect(fetch(`${server.url}/health`)).rejects.toThrow()
})

test('startServer rejects when the port is taken', async () => {
  const first = await startServer({ port: 0, db })
  const port = Number(new URL(first.url).port)
  await expect(startServer({ port, db })).rejects.toThrow(/EADDRINUSE/)
  await first.stop()
})

test('npx latch-server (bin) starts from env config and stops on SIGTERM', async () => {
  const bin = fileURLToPath(new URL('../../bin/latch-server.mjs', import.meta.url))
  const child = spawn(process.execPath, [bin], {
    env: {
      ...process.env,
      LATCH_SERVER_PORT: '0',
      LATCH_FRAME_PORT: '0',
      LATCH_DATA_DIR: ':memory:',
      LATCH_RPC_URLS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', () => reject(new Error(`latch-server exited early:\n${output}`)))
  })
  const origins = await fetch(`${url}/projects/v1/origins?projectId=latch-dev-project`)
  expect(await origins.json()).toMatchObject({
    allowedOrigins: expect.arrayContaining(['http://127.0.0.1:*']),
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
}, 120_000)
