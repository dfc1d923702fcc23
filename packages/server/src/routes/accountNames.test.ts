import { createAccountNameMessage } from '@latch/core'
import type { NameSuggestionsAnswer, Profile } from '@latch/core/api'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_CONTRACT_WALLET,
  DEVNET_NAME_REGISTRAR,
  DEVNET_START_TIMEOUT_MS,
  type Devnet,
  startDevnet,
} from '@latch/devnet'
import { signAsContractWallet } from '@latch/devnet/testing'
import {
  type Address,
  createTestClient,
  type Hex,
  http,
  parseAbi,
  parseEther,
  publicActions,
  toHex,
  walletActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

const COIN_TYPE = 0x80000000 + 31337
const ownerAbi = parseAbi(['function owner() view returns (address)'])
const ERC1967_IMPLEMENTATION_SLOT =
  '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc' as const
const simpleAccountAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function senderCreator() view returns (address)',
])

let devnet: Devnet
let app: ReturnType<typeof createServerApp>
let unnamed: ReturnType<typeof createServerApp>
let limited: ReturnType<typeof createServerApp>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  const db = await useTestDb()
  const chains = createChainRegistry(devnetChainConfigs(devnet, false))
  const names = { zone: 'latch', registrarPrivateKey: DEVNET_NAME_REGISTRAR.privateKey }
  // Lookups uncached: a registration must show at once; a high limit for the many requests.
  app = createServerApp({
    db,
    chains,
    names: { ...names, registrationsPerMinute: 1000 },
    nameCacheTtlMs: 0,
  })
  unnamed = createServerApp({ db, chains })
  limited = createServerApp({ db, chains, names: { ...names, registrationsPerMinute: 1 } })
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())

function anvil() {
  return createTestClient({ mode: 'anvil', chain: devnet.chains[0].chain, transport: http() })
    .extend(publicActions)
    .extend(walletActions)
}

type Signed = { address: Address; message: string; signature: Hex }

/** An account-name message for `address`, signed by `sign` (an EOA's key by default). */
async function signedBy(
  key: Hex,
  name: string,
  { address = privateKeyToAccount(key).address, issuedAt = new Date() } = {} as {
    address?: Address
    issuedAt?: Date
  },
): Promise<Signed> {
  const message = createAccountNameMessage({
    name,
    coinType: COIN_TYPE,
    address,
    issuedAt: issuedAt.toISOString(),
  })
  return { address, message, signature: await privateKeyToAccount(key).signMessage({ message }) }
}

async function register(signed: Signed, server = app, coinType = COIN_TYPE) {
  const response = await server.request(withProject('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: coinType, ...signed }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function getJson<T>(path: string) {
  const response = await app.request(withProject(path))
  return { status: response.status, body: (await response.json()) as T }
}

describe('POST /v1/profile/account', () => {
  test('an EOA registers my-name-1234: it lands on chain and resolves both ways', async () => {
    const signed = await signedBy(generatePrivateKey(), 'my-name-1234.latch')
    expect(await register(signed)).toEqual({
      status: 200,
      body: { success: true, name: 'my-name-1234.latch' },
    })
    const profile = await getJson<Profile>('/v1/profile/account/my-name-1234.latch')
    expect(profile.status).toBe(200)
    expect(profile.body.addresses[String(COIN_TYPE)]?.address).toBe(signed.address)
    const reverse = await getJson<Profile[]>(`/v1/profile/reverse/${signed.address}`)
    expect(reverse.body.map((entry) => entry.name)).toEqual(['my-name-1234.latch'])
    const identity = await getJson<{ name: string }>(`/v1/identity/${signed.address}`)
    expect(identity.body.name).toBe('my-name-1234.latch')
  })

  test('the same signed message sent twice at once: one registers, the other is a replay', async () => {
    const signed = await signedBy(generatePrivateKey(), 'twice-at-once.latch')
    const answers = await Promise.all([register(signed), register(signed)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    expect(answers.find((answer) => answer.status === 401)?.body).toMatchObject({
      error: 'message_replayed',
    })
  })

  test('the same signed message sent again is refused as a replay', async () => {
    const signed = await signedBy(generatePrivateKey(), 'replayed-name.latch')
    expect((await register(signed)).status).toBe(200)
    expect(await register(signed)).toMatchObject({
      status: 401,
      body: { error: 'message_replayed' },
    })
  })

  test('a name someone holds (alice.latch) is refused with 409 name_taken', async () => {
    const signed = await signedBy(generatePrivateKey(), 'alice.latch')
    expect(await register(signed)).toMatchObject({ status: 409, body: { error: 'name_taken' } })
  })

  test.each([
    ['ab.latch', 'at least 4'],
    ['a_b.latch', 'letters, numbers and hyphens'],
    ['My-Name.latch', 'not normalised'],
    ['my-name.eth', 'under .latch'],
  ])('%s is refused with 400 invalid_name (%s)', async (name, text) => {
    const { status, body } = await register(await signedBy(generatePrivateKey(), name))
    expect({ status, error: body.error }).toEqual({ status: 400, error: 'invalid_name' })
    expect(body.message).toContain(text)
  })

  test('a signature by another key is refused with 401 invalid_signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const signed = await signedBy(generatePrivateKey(), 'not-mine.latch', { address: owner })
    expect(await register(signed)).toMatchObject({
      status: 401,
      body: { error: 'invalid_signature' },
    })
    expect((await getJson('/v1/profile/account/not-mine.latch')).status).toBe(404)
  })

  test.each([
    ['11 minutes old', -11 * 60_000],
    ['5 minutes ahead', 5 * 60_000],
  ])('a message %s is refused with 401 message_expired', async (_, offsetMs) => {
    const signed = await signedBy(generatePrivateKey(), 'timely-name.latch', {
      issuedAt: new Date(Date.now() + offsetMs),
    })
    expect(await register(signed)).toMatchObject({
      status: 401,
      body: { error: 'message_expired' },
    })
  })

  test('a message for another address or coin type, or a chain without registry, is refused', async () => {
    const signed = await signedBy(generatePrivateKey(), 'mixed-up.latch')
    const other = privateKeyToAccount(generatePrivateKey()).address
    expect(await register({ ...signed, address: other })).toMatchObject({
      status: 400,
      body: { error: 'invalid_message' },
    })
    expect(await register(signed, app, 0x80000000 + 31338)).toMatchObject({
      status: 400,
      body: { error: 'invalid_message' },
    })
    expect(await register(signed, app, 60)).toMatchObject({
      status: 400,
      body: { error: 'unsupported_chain' },
    })
    expect(await register({ ...signed, message: 'hello' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_message' },
    })
  })

  test('a server without a registrar key answers 501', async () => {
    const signed = await signedBy(generatePrivateKey(), 'no-registrar.latch')
    expect(await register(signed, unnamed)).toMatchObject({
      status: 501,
      body: { error: 'not_implemented' },
    })
  })

  test('a client past its registrations per minute gets 429 with Retry-After', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const badSignature = await signedBy(generatePrivateKey(), 'bad-sig.latch', { address: owner })
    const first = await register(badSignature, limited)
    // Counted before the (costly) signature check: a bad signature uses up the budget too.
    expect(first.status).toBe(401)
    const response = await limited.request(withProject('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: COIN_TYPE,
        ...(await signedBy(generatePrivateKey(), 'second-try.latch')),
      }),
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await getJson('/v1/profile/account/second-try.latch')).status).toBe(404)
  })

  test('a SimpleAccount not deployed yet registers with its owner’s signature', async () => {
    const key = generatePrivateKey()
    const account = await anvil().readContract({
      address: DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory,
      abi: simpleAccountAbi,
      functionName: 'getAddress',
      args: [privateKeyToAccount(key).address, 0n],
    })
    expect(await anvil().getCode({ address: account })).toBeUndefined()
    const signed = await signedBy(key, 'smart-account.latch', { address: account })
    expect(await register(signed)).toEqual({
      status: 200,
      body: { success: true, name: 'smart-account.latch' },
    })
    const profile = await getJson<Profile>('/v1/profile/account/smart-account.latch')
    expect(profile.body.addresses[String(COIN_TYPE)]?.address).toBe(account)
  })

  test('a deployed SimpleAccount registers with its owner’s signature, not another key’s', async () => {
    const key = generatePrivateKey()
    const owner = privateKeyToAccount(key).address
    const client = anvil()
    const factory = DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory
    // v0.8's factory creates accounts for the EntryPoint's SenderCreator only: act as it.
    const senderCreator = await client.readContract({
      address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
      abi: simpleAccountAbi,
      functionName: 'senderCreator',
    })
    await client.impersonateAccount({ address: senderCreator })
    await client.setBalance({ address: senderCreator, value: parseEther('1') })
    const hash = await client.writeContract({
      account: senderCreator,
      address: factory,
      abi: simpleAccountAbi,
      functionName: 'createAccount',
      args: [owner, 0n],
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    await client.stopImpersonatingAccount({ address: senderCreator })
    const account = await client.readContract({
      address: factory,
      abi: simpleAccountAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    expect(await client.getCode({ address: account })).toMatch(/^0x[0-9a-f]+$/)
    const stranger = await signedBy(generatePrivateKey(), 'deployed-account.latch', {
      address: account,
    })
    expect((await register(stranger)).status).toBe(401)
    // The same code and storage at another address: its owner() is the signer too, but it is no
    // account of the factory's, so the owner's signature does not speak for it.
    const clone = privateKeyToAccount(generatePrivateKey()).address
    await client.setCode({
      address: clone,
      bytecode: (await client.getCode({ address: account }))!,
    })
    for (const slot of [ERC1967_IMPLEMENTATION_SLOT, toHex(0, { size: 32 })] as const) {
      const value = await client.getStorageAt({ address: account, slot })
      await client.setStorageAt({ address: clone, index: slot, value: value! })
    }
    expect(
      await client.readContract({ address: clone, abi: ownerAbi, functionName: 'owner' }),
    ).toBe(owner)
    const cloned = await signedBy(key, 'cloned-account.latch', { address: clone })
    expect((await register(cloned)).status).toBe(401)
    const signed = await signedBy(key, 'deployed-account.latch', { address: account })
    expect(await register(signed)).toEqual({
      status: 200,
      body: { success: true, name: 'deployed-account.latch' },
    })
  })

  test('an EIP-1271 contract wallet registers with its own signature', async () => {
    const address = DEVNET_CONTRACT_WALLET.address
    const message = createAccountNameMessage({
      name: 'contract-wallet.latch',
      coinType: COIN_TYPE,
      address,
      issuedAt: new Date().toISOString(),
    })
    const signature = await signAsContractWallet({ message })
    expect(await register({ address, message, signature })).toEqual({
      status: 200,
      body: { success: true, name: 'contract-wallet.latch' },
    })
  })
})

describe('GET /v1/profile/suggestions/:name', () => {
  test('a taken name comes first, flagged, with free variants', async () => {
    const { status, body } = await getJson<NameSuggestionsAnswer>(
      '/v1/profile/suggestions/alice?zone=latch',
    )
    expect(status).toBe(200)
    expect(body.suggestions).toEqual([
      { name: 'alice.latch', registered: true },
      { name: 'alice-1.latch', registered: false },
      { name: 'alice-2.latch', registered: false },
      { name: 'alice-3.latch', registered: false },
    ])
  })

  test('a free name is offered as it is, normalised', async () => {
    const { body } = await getJson<NameSuggestionsAnswer>('/v1/profile/suggestions/Fresh-Name')
    expect(body.suggestions[0]).toEqual({ name: 'fresh-name.latch', registered: false })
    expect(body.suggestions).toHaveLength(4)
  })

  test.each([
    ['/v1/profile/suggestions/ab', 'invalid_name'],
    ['/v1/profile/suggestions/a_b', 'invalid_name'],
    ['/v1/profile/suggestions/alice?zone=eth', 'invalid_parameter'],
  ])('%s answers 400 %s', async (path, error) => {
    expect(await getJson(path)).toMatchObject({ status: 400, body: { error } })
  })
})
