import { afterEach, expect, test } from 'vitest'
import { createTestClient } from '../test/createTestClient.ts'
import { startHttpServer } from '../test/startHttpServer.ts'
import { close } from './close.ts'
import { fetchConnectWalletsOncePerOpen } from './fetchConnectWalletsOncePerOpen.ts'
import { open } from './open.ts'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of closers.splice(0)) await stop()
})

async function setup() {
  const server = await startHttpServer(() => ({
    status: 200,
    body: { data: [{ id: 'rainbow', name: 'Rainbow' }], count: 1 },
  }))
  closers.push(server.close)
  const client = () => {
    const created = createTestClient({ endpoints: { directoryUrl: server.url } })
    closers.push(async () => created.destroy())
    return created
  }
  return { server, client }
}

test('once per opening: a second call while open asks nothing; after closing it asks again', async () => {
  const { server, client } = await setup()
  const latch = client()
  await open(latch)
  const first = fetchConnectWalletsOncePerOpen(latch)
  expect(fetchConnectWalletsOncePerOpen(latch)).toBe(first)
  await first
  await fetchConnectWalletsOncePerOpen(latch)
  expect(server.requests).toHaveLength(1)
  expect(latch.getState().directory.recommended.wallets.map((w) => w.id)).toEqual(['rainbow'])

  close(latch)
  await open(latch)
  await fetchConnectWalletsOncePerOpen(latch)
  expect(server.requests).toHaveLength(2)
})

test('a modal that never closes (embedded) asks once', async () => {
  const { server, client } = await setup()
  const latch = client()
  await fetchConnectWalletsOncePerOpen(latch)
  await open(latch)
  await fetchConnectWalletsOncePerOpen(latch)
  expect(server.requests).toHaveLength(1)
})

test('each client asks for itself: two clients on one page share nothing', async () => {
  const { server, client } = await setup()
  const [a, b] = [client(), client()]
  await Promise.all([fetchConnectWalletsOncePerOpen(a), fetchConnectWalletsOncePerOpen(b)])
  expect(server.requests).toHaveLength(2)
  expect(b.getState().directory.recommended.status).toBe('ready')
})
