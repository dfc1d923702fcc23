import type { Profile } from '@latch/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_CONTRACTS,
  DEVNET_NAMES,
  DEVNET_START_TIMEOUT_MS,
  type Devnet,
  nameRegistryAbi,
  startDevnet,
} from '@latch/devnet'
import { writeAndMine } from '@latch/devnet/testing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

const [alice, bob] = DEVNET_NAMES
/** ENSIP-11: 0x80000000 | chainId. */
const COIN_TYPE_31337 = String(0x80000000 + 31337)
const COIN_TYPE_31338 = String(0x80000000 + 31338)

let devnet: Devnet
let db: Db
let rpcBodies: string[] = []
/** Caches names for the default 10 s. */
let app: ReturnType<typeof createServerApp>
/** Caches nothing: sees every chain change at once. */
let live: ReturnType<typeof createServerApp>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  db = await useTestDb()
  const chains = createChainRegistry(devnetChainConfigs(devnet, true), {
    onRpcBody: (body) => rpcBodies.push(body),
  })
  app = createServerApp({ db, chains })
  live = createServerApp({ db, chains, nameCacheTtlMs: 0 })
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())

async function getJson<T>(path: string, params: Record<string, string> = {}, server = app) {
  const response = await server.request(withProject(path, params))
  return { status: response.status, body: (await response.json()) as T }
}

/**
 * Sends a registry call from dev account `index` on chain #`chainIndex` and waits for it; throws
 * if it reverted (writeAndMine: a fixed gas limit, since `setAvatar` after `register` costs more
 * when mined a second later than the estimate's block).
 */
async function registryWrite(
  index: number,
  functionName: 'register' | 'setAvatar',
  arg: string,
  chainIndex = 0,
) {
  await writeAndMine(devnet.chains[chainIndex]!.chain, DEVNET_ACCOUNTS[index]!.address, {
    address: DEVNET_CONTRACTS.nameRegistry,
    abi: nameRegistryAbi,
    functionName,
    args: [arg],
  })
}

describe('GET /v1/identity/:address', () => {
  test.each([
    [alice.address, {}, { name: 'alice.latch', avatar: alice.avatar }],
    [bob.address, { sender: alice.address }, { name: 'bob.latch', avatar: bob.avatar }],
    [
      bob.address.toLowerCase(),
      { chainId: 'eip155:31338' },
      { name: 'bob.latch', avatar: bob.avatar },
    ],
    [DEVNET_ACCOUNTS[5].address, {}, { name: null, avatar: null }],
  ])('%s %o → %o', async (address, params, expected) => {
    expect(await getJson(`/v1/identity/${address}`, params)).toEqual({
      status: 200,
      body: expected,
    })
  })

  test('a repeated lookup is answered from the cache, without RPC calls', async () => {
    await getJson(`/v1/identity/${DEVNET_ACCOUNTS[2].address}`)
    rpcBodies = []
    expect((await getJson(`/v1/identity/${DEVNET_ACCOUNTS[2].address}`)).status).toBe(200)
    expect(rpcBodies).toEqual([])
    // The uncached app asks the chain every time.
    await getJson(`/v1/identity/${DEVNET_ACCOUNTS[2].address}`, {}, live)
    expect(rpcBodies).toHaveLength(1)
  })

  test('a server without name registries answers nulls', async () => {
    const bare = createServerApp({
      db,
      chains: devnetChainConfigs(devnet, false).map(({ nameRegistry: _, ...chain }) => chain),
    })
    expect(await getJson(`/v1/identity/${alice.address}`, {}, bare)).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
  })

  test.each([
    ['/v1/identity/not-an-address', {}, 'invalid_address'],
    [`/v1/identity/${alice.address}`, { chainId: 'eip155' }, 'invalid_chain_id'],
    [`/v1/identity/${alice.address}`, { chainId: 'eip155:1' }, 'unsupported_chain'],
  ])('400 for %s %o', async (path, params, error) => {
    const { status, body } = await getJson<{ error: string }>(path, params)
    expect(status).toBe(400)
    expect(body.error).toBe(error)
  })
})

describe('GET /v1/profile/account/:name', () => {
  test('alice.latch: both devnet chains by ENSIP-11 coin type, times and avatar', async () => {
    const { status, body } = await getJson<Profile>('/v1/profile/account/alice.latch', {
      apiVersion: '2',
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      name: 'alice.latch',
      registered: expect.any(Number),
      updated: expect.any(Number),
      addresses: {
        [COIN_TYPE_31337]: { address: alice.address, created: body.registered },
        [COIN_TYPE_31338]: { address: alice.address, created: expect.any(Number) },
      },
      attributes: { avatar: alice.avatar },
    })
    // Unix seconds of the devnet's deployment block, not milliseconds.
    expect(body.registered).toBeGreaterThan(1_600_000_000)
    expect(body.registered).toBeLessThan(10_000_000_000)
  })

  test('names are looked up in any case', async () => {
    const { status, body } = await getJson<Profile>('/v1/profile/account/Bob.LATCH')
    expect(status).toBe(200)
    expect(body.name).toBe('bob.latch')
    expect(body.addresses[COIN_TYPE_31337]?.address).toBe(bob.address)
  })

  test('an unknown name is 404 JSON', async () => {
    const { status, body } = await getJson('/v1/profile/account/nobody.latch')
    expect(status).toBe(404)
    expect(body).toEqual({ error: 'not_found', message: "No account is named 'nobody.latch'" })
  })

  test.each(['alice latch', 'a_b.latch', 'x'.repeat(256)])('400 for the name %j', async (name) => {
    const { status, body } = await getJson<{ error: string }>(
      `/v1/profile/account/${encodeURIComponent(name)}`,
    )
    expect(status).toBe(400)
    expect(body.error).toBe('invalid_parameter')
  })

  test('a name registered on one chain only lists that chain’s coin type', async () => {
    await registryWrite(4, 'register', 'dana.latch', 1)
    const { status, body } = await getJson<Profile>('/v1/profile/account/dana.latch', {}, live)
    expect(status).toBe(200)
    expect(body.addresses).toEqual({
      [COIN_TYPE_31338]: { address: DEVNET_ACCOUNTS[4].address, created: expect.any(Number) },
    })
    expect(body.attributes).toEqual({})
  })
})

describe('GET /v1/profile/reverse/:address', () => {
  test('lists the profile of the name the address holds', async () => {
    const { status, body } = await getJson<Profile[]>(`/v1/profile/reverse/${bob.address}`, {
      sender: alice.address,
      apiVersion: '2',
    })
    expect(status).toBe(200)
    expect(body).toEqual([
      expect.objectContaining({ name: 'bob.latch', attributes: { avatar: bob.avatar } }),
    ])
  })

  test('an address without a name gets an empty list', async () => {
    expect(await getJson(`/v1/profile/reverse/${DEVNET_ACCOUNTS[6].address}`)).toEqual({
      status: 200,
      body: [],
    })
  })

  test('400 for a bad address', async () => {
    const { status, body } = await getJson<{ error: string }>('/v1/profile/reverse/0x12')
    expect(status).toBe(400)
    expect(body.error).toBe('invalid_address')
  })
})

describe('changes on chain', () => {
  test('a new name and avatar show at once without the cache, after it expires with it', async () => {
    const carol = DEVNET_ACCOUNTS[3].address
    expect((await getJson(`/v1/identity/${carol}`)).body).toEqual({ name: null, avatar: null })
    await registryWrite(3, 'register', 'carol.latch')
    await registryWrite(3, 'setAvatar', 'https://example.com/carol.png')
    expect((await getJson(`/v1/identity/${carol}`, {}, live)).body).toEqual({
      name: 'carol.latch',
      avatar: 'https://example.com/carol.png',
    })
    // The caching app still holds the answer it gave a moment ago (10 s lifetime).
    expect((await getJson(`/v1/identity/${carol}`)).body).toEqual({ name: null, avatar: null })
    const { body } = await getJson<Profile>('/v1/profile/account/carol.latch', {}, live)
    expect(body.addresses[COIN_TYPE_31337]).toEqual({ address: carol, created: expect.any(Number) })
  })
})
