// latchSiwx() against a real Latch server (its /auth/v1 routes on an in-memory database, a real
// anvil for the chain) through a real client: the test's adapter signs with a devnet key.
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { type RunningServer, startServer } from '@latch/server'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { SiwxInitError, SiwxSessionRejectedError } from '../errors/siwx.ts'
import { latchDevnet } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import { latchSiwx } from './latchSiwx.ts'
import { parseSiwxMessage } from './message.ts'

const alice = privateKeyToAccount(ANVIL_KEYS[0])
const bob = privateKeyToAccount(ANVIL_KEYS[1])
/** An origin the development project allows (the demo's). */
const METADATA = { name: 'Demo', description: '', url: 'http://127.0.0.1:5173', icons: [] }
const PROJECT = 'latch-dev-project'

let anvil: TestAnvil
let server: RunningServer
beforeAll(async () => {
  anvil = await startAnvil(31_337)
  server = await startServer({
    port: 0,
    dataDir: ':memory:',
    chains: [{ chainId: 31_337, rpcUrl: anvil.rpcUrl }],
    indexer: { enabled: false },
    relay: false,
  })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await anvil?.stop()
})
const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** Every URL the clients asked the server for (their `fetch` option records it). */
const asked: string[] = []
const recordingFetch: typeof fetch = (input, init) => {
  asked.push(new URL(String(input)).pathname)
  return fetch(input, init)
}

/** A client on the server, connected as alice through an adapter that signs with her key. */
async function connected(
  options: {
    storage?: ReturnType<typeof createMemoryStorage>
    signer?: typeof alice
    apiUrl?: string
  } = {},
) {
  const scripted = createScriptedAdapter()
  scripted.script.address = alice.address
  const signer = options.signer ?? alice
  const adapter: ChainAdapter = {
    ...scripted.adapter,
    signMessage: ({ message }) => signer.signMessage({ message }),
  }
  const client = createTestClient(
    {
      projectId: PROJECT,
      networks: [latchDevnet],
      adapters: [adapter],
      metadata: METADATA,
      endpoints: { apiUrl: options.apiUrl ?? server.url },
      fetch: recordingFetch,
      siwx: latchSiwx({ statement: 'Sign in to the Latch demo' }),
    },
    options.storage ?? createMemoryStorage(),
  )
  clients.push(client)
  await client.ready
  if (client.getState().accounts.eip155?.status !== 'connected') {
    await client.connect({ connectorId: 'dev.wallet' })
  }
  return client
}

/** What `GET /auth/v1/me` answers for `token`. */
async function me(token: string) {
  const response = await fetch(`${server.url}/auth/v1/me?projectId=${PROJECT}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('latchSiwx() with the Latch server', () => {
  test('sign in: a server nonce in an EIP-4361 message, a token /me accepts, kept per account', async () => {
    const client = await connected()
    expect(client.getState().history.at(-1)?.view).toBe('SIWXSignMessage')
    const session = await client.signIn()
    const fields = parseSiwxMessage(session.message)
    expect(fields).toMatchObject({
      domain: '127.0.0.1:5173',
      address: alice.address,
      statement: 'Sign in to the Latch demo',
      chainId: 'eip155:31337',
    })
    expect(fields.nonce).toMatch(/^[0-9a-z]{50}$/)
    expect(await me(session.token!)).toMatchObject({
      status: 200,
      body: { address: alice.address, chainId: 'eip155:31337' },
    })
    const stored = JSON.parse(
      (client as unknown as { memory: ReturnType<typeof createMemoryStorage> }).memory.getItem(
        '@latch/siwx_sessions',
      )!,
    )
    expect(Object.keys(stored)).toEqual([`eip155:31337:${alice.address.toLowerCase()}`])
    expect(client.getState().open).toBe(false)
  })

  test('a reload on the same storage: the session holds (confirmed with /me once), no prompt', async () => {
    const storage = createMemoryStorage()
    const first = await connected({ storage })
    asked.length = 0
    const session = await first.signIn()
    // Just issued: the page that signed asks /me nothing about it.
    expect(asked.filter((path) => path !== '/auth/v1/nonce')).toEqual(['/auth/v1/authenticate'])
    first.destroy()
    asked.length = 0
    const reloaded = await connected({ storage })
    expect(reloaded.getState().open).toBe(false)
    expect(reloaded.getState().siwx?.sessions.eip155?.token).toBe(session.token)
    await reloaded.getSiwxSession()
    await reloaded.getSiwxSession()
    expect(asked.filter((path) => path.startsWith('/auth/'))).toEqual(['/auth/v1/me'])
  })

  test('a session the server no longer holds is dropped on the next page, and asked again', async () => {
    const storage = createMemoryStorage()
    const first = await connected({ storage })
    const session = await first.signIn()
    first.destroy()
    // Signed out elsewhere (another device, the site's backend).
    const out = await fetch(`${server.url}/auth/v1/sign-out?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(out.status).toBe(204)
    const reloaded = await connected({ storage })
    expect(reloaded.getState().siwx?.sessions.eip155).toBeUndefined()
    expect(reloaded.getState().history.at(-1)?.view).toBe('SIWXSignMessage')
    expect(storage.getItem('@latch/siwx_sessions')).toBeNull()
  })

  test('sign out: the server revokes the token and the stored session goes', async () => {
    const client = await connected()
    const session = await client.signIn()
    await client.signOut()
    expect((await me(session.token!)).status).toBe(401)
    expect(
      (client as unknown as { memory: ReturnType<typeof createMemoryStorage> }).memory.getItem(
        '@latch/siwx_sessions',
      ),
    ).toBeNull()
  })

  test("another key's signature: refused with the server's code, nothing kept", async () => {
    const client = await connected({ signer: bob })
    const error = await client.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxSessionRejectedError)
    expect((error as SiwxSessionRejectedError).code).toBe('invalid_signature')
    expect((error as SiwxSessionRejectedError).contractAccount).toBe(false)
    expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
    expect(client.getState().toast?.message).toBe('Sign-in was not accepted')
  })

  test("no server to give a nonce: SPEC §8's init failure, the wallet disconnected", async () => {
    const client = await connected({ apiUrl: 'http://127.0.0.1:9' })
    const error = await client.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxInitError)
    expect(client.getState().accounts.eip155).toBeUndefined()
  })
})
