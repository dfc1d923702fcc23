import { request as httpRequest } from 'node:http'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, expect, test } from 'vitest'
import WebSocket from 'ws'
import {
  clientJwt,
  RelayTestClient,
  startTestRelay,
  type TestRelay,
} from './testing/relayTestClient.ts'

let relay: TestRelay | undefined
const clients: RelayTestClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

/** Opens a socket with this query; resolves to 'open' or the HTTP status it was refused with. */
function tryConnect(url: string): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.once('open', () => {
      ws.close()
      resolve('open')
    })
    ws.once('unexpected-response', (_, response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}

function tamper(jwt: string): string {
  const [header, payload, signature] = jwt.split('.')
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
  const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1 })).toString(
    'base64url',
  )
  return [header, forged, signature].join('.')
}

test.each([
  ['no auth', async () => ''],
  ['garbage', async () => 'auth=not.a.jwt'],
  [
    'a forged payload',
    async (url: string) => `auth=${tamper(await clientJwt(generateKeyPair(), url))}`,
  ],
  [
    'an expired JWT',
    async (url: string) => {
      const issuedAt = Math.floor(Date.now() / 1000) - 7_200
      return `auth=${await clientJwt(generateKeyPair(), url, 3_600, issuedAt)}`
    },
  ],
  [
    'a JWT issued in the future',
    async (url: string) => {
      const issuedAt = Math.floor(Date.now() / 1000) + 7_200
      return `auth=${await clientJwt(generateKeyPair(), url, 3_600, issuedAt)}`
    },
  ],
])('an upgrade with %s is refused with 401', async (_, query) => {
  relay = await startTestRelay()
  expect(await tryConnect(`${relay.url}/?${await query(relay.url)}&projectId=p`)).toBe(401)
  expect(relay.relay.socketCount).toBe(0)
})

test('a valid JWT connects on any path, with any projectId and ua', async () => {
  relay = await startTestRelay()
  const auth = await clientJwt(generateKeyPair(), relay.url)
  expect(await tryConnect(`${relay.url}/?auth=${auth}`)).toBe('open')
  expect(await tryConnect(`${relay.url}/some/path?auth=${auth}&projectId=x&ua=wc-2`)).toBe('open')
})

test('with a path set, other paths are refused with 404', async () => {
  relay = await startTestRelay({ path: '/relay' })
  const auth = await clientJwt(generateKeyPair(), relay.url)
  expect(await tryConnect(`${relay.url}/?auth=${auth}`)).toBe(404)
  expect(await tryConnect(`${relay.url}/relay?auth=${auth}`)).toBe('open')
})

test('sockets over the per-address limit are refused with 429 until one closes', async () => {
  relay = await startTestRelay({ maxSocketsPerIp: 2 })
  const first = await RelayTestClient.connect(relay.url)
  clients.push(first, await RelayTestClient.connect(relay.url))
  const auth = await clientJwt(generateKeyPair(), relay.url)
  expect(await tryConnect(`${relay.url}/?auth=${auth}`)).toBe(429)
  await first.close()
  await expect.poll(() => relay?.relay.socketCount).toBe(1)
  expect(await tryConnect(`${relay.url}/?auth=${auth}`)).toBe('open')
})

test('a refused handshake does not use up the per-address limit', async () => {
  relay = await startTestRelay({ maxSocketsPerIp: 1 })
  for (let i = 0; i < 3; i++) expect(await tryConnect(`${relay.url}/?auth=bad`)).toBe(401)
  const auth = await clientJwt(generateKeyPair(), relay.url)
  expect(await tryConnect(`${relay.url}/?auth=${auth}`)).toBe('open')
})

test('an upgrade to something other than WebSocket gets 400', async () => {
  relay = await startTestRelay()
  const { port } = new URL(relay.url)
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/',
      headers: { Connection: 'Upgrade', Upgrade: 'h2c' },
    })
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode)
    })
    request.on('error', reject)
    request.end()
  })
  expect(status).toBe(400)
})

test('closing the relay closes client sockets with 1001', async () => {
  relay = await startTestRelay()
  const client = await RelayTestClient.connect(relay.url)
  const code = new Promise<number>((resolve) => client.ws.once('close', resolve))
  await relay.relay.close()
  expect(await code).toBe(1001)
})
