import { beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import { startServer } from '../app/startServer.ts'
import type { Db } from '../db/db.ts'
import { useTestDb } from '../testing/testDb.ts'
import { RelayTestClient, randomTopic, UpgradeRefusedError } from './testing/relayTestClient.ts'

let db: Db
beforeAll(async () => {
  db = await useTestDb()
})

test('startServer serves the relay on the HTTP port, and stop closes its sockets', async () => {
  const server = await startServer({ port: 0, db })
  expect(server.relayUrl).toBe(server.url.replace('http://', 'ws://'))
  const [dapp, wallet] = await Promise.all([
    RelayTestClient.connect(server.relayUrl!),
    RelayTestClient.connect(server.relayUrl!),
  ])
  const topic = randomTopic()
  await dapp.request('irn_publish', { topic, message: 'over the server', ttl: 60, tag: 1 })
  await wallet.request('irn_subscribe', { topic })
  await wallet.sync()
  expect(wallet.messagesOn(topic)).toEqual(['over the server'])
  expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' })

  const closed = new Promise<number>((resolve) => wallet.ws.once('close', resolve))
  await server.stop()
  expect(await closed).toBe(1001)
})

test('startServer with relay: false answers no WebSocket upgrade', async () => {
  const server = await startServer({ port: 0, db, relay: false })
  expect(server.relayUrl).toBeUndefined()
  const ws = new WebSocket(`${server.url.replace('http://', 'ws://')}/?auth=x`)
  const outcome = await new Promise<string>((resolve) => {
    ws.once('open', () => resolve('open'))
    ws.once('error', () => resolve('refused'))
  })
  expect(outcome).toBe('refused')
  await server.stop()
})

test("the relay counts addresses with the server's trustProxy (X-Forwarded-For, IPv6 by /64)", async () => {
  const server = await startServer({ port: 0, db, trustProxy: 1, relay: { maxSocketsPerIp: 1 } })
  const connectAs = (forwardedFor: string) =>
    RelayTestClient.connect(server.relayUrl!, { headers: { 'X-Forwarded-For': forwardedFor } })
  try {
    await connectAs('2001:db8:0:1::a')
    await connectAs('2001:db8:0:2::a')
    const refused = await connectAs('2001:db8:0:1::b').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(UpgradeRefusedError)
    expect((refused as UpgradeRefusedError).status).toBe(429)
  } finally {
    await server.stop()
  }
})

test('relayMaxSocketsPerIp (LATCH_RELAY_MAX_SOCKETS_PER_IP) sets the relay’s sockets per address', async () => {
  const server = await startServer({ port: 0, db, relayMaxSocketsPerIp: 2 })
  try {
    await RelayTestClient.connect(server.relayUrl!)
    await RelayTestClient.connect(server.relayUrl!)
    const refused = await RelayTestClient.connect(server.relayUrl!).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(UpgradeRefusedError)
    expect((refused as UpgradeRefusedError).status).toBe(429)
  } finally {
    await server.stop()
  }
})
