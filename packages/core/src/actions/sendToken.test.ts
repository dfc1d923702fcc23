import { afterEach, describe, expect, test } from 'vitest'
import { createLatch } from '../client/createLatch.ts'
import type { LatchClient } from '../client/latchClient.ts'
import { TransactionRejectedError } from '../errors/connection.ts'
import {
  SendAmountRequiredError,
  SendTokenRequiredError,
  UnsupportedSendChainError,
} from '../errors/send.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet, solana } from '../networks/builtin.ts'
import {
  InsufficientBalanceError,
  InvalidReceiverError,
  ModalClosedError,
  NameResolutionError,
  TokenNetworkMismatchError,
} from '../send/errors.ts'
import type { SendableToken } from '../send/types.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter, walletError } from '../test/createScriptedAdapter.ts'
import { startHttpServer } from '../test/startHttpServer.ts'
import type { ChainAdapter, SendTokenAdapterParameters } from '../types/adapter.ts'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RECEIVER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const HASH = `0x${'ab'.repeat(32)}`
const USDT = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const eth: SendableToken = { symbol: 'ETH', quantity: { decimals: '18', numeric: '2.5' } }
const usdt: SendableToken = {
  symbol: 'USDT',
  address: `eip155:31337:${USDT}`,
  quantity: { decimals: '6', numeric: '100' },
}
/** bob.latch's profile as `@latch/server` answers it (coin type of 31337 only). */
const BOB_PROFILE = {
  name: 'bob.latch',
  addresses: { '2147514985': { address: BOB, created: 1 } },
  attributes: { avatar: 'data:image/svg+xml,%3Csvg%2F%3E' },
}

/** Name lookups only (the client may ask the server other things, e.g. its own identity). */
const lookups = <request extends { path: string }>(requests: request[]) =>
  requests.filter((request) => request.path.startsWith('/v1/profile/account/'))

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Setup = { sendError?: unknown; withoutSendToken?: boolean }

/** A client connected through the scripted adapter (with sendToken), and a profile API. */
async function setup(options: Setup = {}) {
  const server = await startHttpServer((request) =>
    request.path === '/v1/profile/account/bob.latch'
      ? { status: 200, body: BOB_PROFILE }
      : request.path === '/v1/profile/account/alice.latch'
        ? { status: 200, body: { ...BOB_PROFILE, addresses: { '60': { address: BOB } } } }
        : { status: 404, body: { error: 'not_found' } },
  )
  cleanups.push(server.close)
  const scripted = createScriptedAdapter()
  const sends: Omit<SendTokenAdapterParameters, 'network'>[] = []
  const adapter: ChainAdapter = {
    ...scripted.adapter,
    ...(options.withoutSendToken
      ? {}
      : {
          async sendToken({ network: _, ...parameters }) {
            sends.push(parameters)
            if (options.sendError) throw options.sendError
            return HASH
          },
          estimateSendFee: async () => 42_000_000_000_000n,
        }),
  }
  const client = createLatch({
    projectId: 'test-project',
    networks: [latchDevnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    remoteConfig: false,
    endpoints: { apiUrl: server.url },
  })
  cleanups.push(() => client.destroy())
  await client.connect({ connectorId: 'dev.wallet' })
  const events: LatchEventName[] = []
  const properties: Record<string, unknown>[] = []
  client.subscribeEvents(({ data }) => {
    events.push(data.event)
    properties.push(data.properties ?? {})
  })
  return { client, sends, server, events, properties, calls: scripted.calls }
}

describe('sendToken: SPEC §5 refusals come first, nothing reaches the wallet', () => {
  test.each([
    ['bip122', { namespace: 'bip122' as const }, UnsupportedSendChainError, 'Unsupported chain'],
    ['no token', { token: undefined }, SendTokenRequiredError, 'A token is required'],
    [
      'no amount',
      { amount: '' },
      SendAmountRequiredError,
      'An amount and receiver address are required',
    ],
    [
      'no receiver',
      { to: ' ' },
      SendAmountRequiredError,
      'An amount and receiver address are required',
    ],
  ])('%s', async (_case, overrides, ErrorClass, text) => {
    const { client, sends, events } = await setup()
    const error = await client
      .sendToken({ token: eth, amount: '1', to: RECEIVER, ...overrides })
      .catch((e) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.shortMessage).toBe(text)
    expect(sends).toEqual([])
    expect(events).toEqual([])
  })

  test('more than the balance: InsufficientBalanceError naming the token', async () => {
    const { client, sends, events } = await setup()
    const error = await client
      .sendToken({ token: usdt, amount: '100.000001', to: RECEIVER })
      .catch((e) => e)
    expect(error).toBeInstanceOf(InsufficientBalanceError)
    expect(error.shortMessage).toBe('Not enough USDT')
    expect(sends).toEqual([])
    expect(events).toEqual([])
  })

  test('exactly the balance is allowed', async () => {
    const { client, sends } = await setup()
    await client.sendToken({ token: usdt, amount: '100', to: RECEIVER })
    expect(sends[0]?.amount).toBe(100_000_000n)
  })

  test('a token of another network is refused', async () => {
    const { client, sends } = await setup()
    const error = await client
      .sendToken({ token: { ...usdt, address: `eip155:1:${USDT}` }, amount: '1', to: RECEIVER })
      .catch((e) => e)
    expect(error).toBeInstanceOf(TokenNetworkMismatchError)
    expect(sends).toEqual([])
  })
})

describe('sendToken: what the adapter is asked', () => {
  test('native: the amount in wei, no token; events initiated then success; { hash }', async () => {
    const { client, sends, events, properties } = await setup()
    const result = await client.sendToken({ token: eth, amount: '1.25', to: RECEIVER })
    expect(result).toEqual({ hash: HASH })
    expect(sends).toEqual([
      {
        connectorId: 'dev.wallet',
        from: '0x00000000000000000000000000000000000000aa',
        to: RECEIVER,
        amount: 1_250_000_000_000_000_000n,
      },
    ])
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(properties[1]).toMatchObject({ hash: HASH, token: 'ETH', amount: '1.25', to: RECEIVER })
  })

  test('an ERC-20 given by CAIP-10: the plain contract address and its decimals', async () => {
    const { client, sends } = await setup()
    await client.sendToken({ token: usdt, amount: '12.5', to: RECEIVER })
    expect(sends[0]).toMatchObject({ amount: 12_500_000n, token: { address: USDT, decimals: 6 } })
  })

  test('an address without 0x gets it', async () => {
    const { client, sends } = await setup()
    await client.sendToken({ token: eth, amount: '1', to: RECEIVER.slice(2) })
    expect(sends[0]?.to).toBe(RECEIVER)
  })

  test('the native balance is read again after the send', async () => {
    const { client, calls } = await setup()
    const before = calls.filter((call) => call === 'balance').length
    await client.sendToken({ token: eth, amount: '1', to: RECEIVER })
    await expect.poll(() => calls.filter((call) => call === 'balance').length).toBe(before + 1)
  })

  test('declined (4001): TransactionRejectedError and SEND_REJECTED', async () => {
    const { client, events } = await setup({ sendError: walletError(4001) })
    const error = await client.sendToken({ token: eth, amount: '1', to: RECEIVER }).catch((e) => e)
    expect(error).toBeInstanceOf(TransactionRejectedError)
    expect(events).toEqual(['SEND_INITIATED', 'SEND_REJECTED'])
  })

  test('another failure: the error itself and SEND_ERROR with its message', async () => {
    const failure = walletError(-32000, 'insufficient funds for gas')
    const { client, events, properties } = await setup({ sendError: failure })
    const error = await client.sendToken({ token: eth, amount: '1', to: RECEIVER }).catch((e) => e)
    expect(error).toBe(failure)
    expect(events).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(properties[1]).toMatchObject({ message: 'insufficient funds for gas' })
  })

  test('an adapter without sendToken: native goes through sendTransaction, tokens are refused', async () => {
    const { client, calls } = await setup({ withoutSendToken: true })
    expect(await client.sendToken({ token: eth, amount: '1', to: RECEIVER })).toEqual({
      hash: `0x${'1'.repeat(64)}`,
    })
    expect(calls).toContain('send')
    await expect(client.sendToken({ token: usdt, amount: '1', to: RECEIVER })).rejects.toThrow(
      TokenNetworkMismatchError,
    )
  })
})

describe('receivers by name', () => {
  test('a name resolves on the server to its address on this chain, with the avatar', async () => {
    const { client, server } = await setup()
    expect(await client.resolveReceiver({ to: ' Bob.Latch ' })).toEqual({
      address: BOB,
      name: 'bob.latch',
      avatar: BOB_PROFILE.attributes.avatar,
    })
    const [request] = lookups(server.requests)
    expect(request?.path).toBe('/v1/profile/account/bob.latch')
    expect(request?.query.get('apiVersion')).toBe('2')
  })

  test('sending to a name sends to its address; the lookup is cached (one request)', async () => {
    const { client, sends, server } = await setup()
    await client.resolveReceiver({ to: 'bob.latch' })
    await client.sendToken({ token: usdt, amount: '1', to: 'bob.latch' })
    expect(sends[0]?.to).toBe(BOB)
    expect(lookups(server.requests)).toHaveLength(1)
  })

  test.each([
    ['an unknown name (404)', 'nobody.latch'],
    ['a name with no address on this chain', 'alice.latch'],
  ])("%s: 'Error resolving name', nothing is sent", async (_case, name) => {
    const { client, sends, events } = await setup()
    const error = await client.sendToken({ token: eth, amount: '1', to: name }).catch((e) => e)
    expect(error).toBeInstanceOf(NameResolutionError)
    expect(error.shortMessage).toBe('Error resolving name')
    expect(sends).toEqual([])
    expect(events).toEqual([])
  })

  test.each([
    ['a malformed address', '0x1234', 'eip155'],
    ['a name on solana (names are eip155 only)', 'bob.latch', 'solana'],
  ] as const)('%s is an invalid receiver, not looked up', async (_case, to, namespace) => {
    const { client, server } = await setup()
    await expect(client.resolveReceiver({ to, namespace })).rejects.toThrow(InvalidReceiverError)
    expect(lookups(server.requests)).toHaveLength(0)
  })
})

test('estimateSendFee: in whole native units with the symbol', async () => {
  const { client } = await setup()
  expect(await client.estimateSendFee({ token: eth, amount: '1', to: RECEIVER })).toEqual({
    value: 42_000_000_000_000n,
    formatted: '0.000042',
    symbol: 'ETH',
  })
})

describe('open({ view: WalletSend })', () => {
  test('resolves with the hash once the send succeeds', async () => {
    const { client } = await setup()
    let settled: unknown
    const opened = client.open({ view: 'WalletSend', arguments: { to: 'bob.latch' } })
    void opened.then((value) => {
      settled = value
    })
    expect(client.getState().history).toEqual([{ view: 'WalletSend', params: { to: 'bob.latch' } }])
    await Promise.resolve()
    expect(settled).toBeUndefined()
    await client.sendToken({ token: eth, amount: '1', to: RECEIVER })
    expect(await opened).toEqual({ hash: HASH })
  })

  test("rejects with 'Modal closed' when the visitor closes first", async () => {
    const { client } = await setup()
    const opened = client.open({ view: 'WalletSend' })
    client.close()
    const error = await opened.catch((e) => e)
    expect(error).toBeInstanceOf(ModalClosedError)
    expect(error.shortMessage).toBe('Modal closed')
  })

  test('closed in the same tick it opened: still rejects (the wait loads on demand)', async () => {
    const { client } = await setup()
    const opened = client.open({ view: 'WalletSend' })
    client.close()
    await expect(opened).rejects.toThrow(ModalClosedError)
  })

  test('a declined send keeps it pending (the visitor may retry); closing then rejects', async () => {
    const { client } = await setup({ sendError: walletError(4001) })
    const opened = client.open({ view: 'WalletSend' })
    await client.sendToken({ token: eth, amount: '1', to: RECEIVER }).catch(() => {})
    client.close()
    await expect(opened).rejects.toThrow(ModalClosedError)
  })

  test('other views resolve at once, with nothing', async () => {
    const { client } = await setup()
    expect(await client.open({ view: 'Account' })).toBeUndefined()
    client.close()
  })
})

test('the solana namespace is sendable (SPEC §9) and refuses EVM-shaped receivers', async () => {
  const client: LatchClient = createLatch({
    projectId: 'p',
    networks: [solana],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    remoteConfig: false,
  })
  cleanups.push(() => client.destroy())
  await expect(client.resolveReceiver({ to: RECEIVER, namespace: 'solana' })).rejects.toThrow(
    InvalidReceiverError,
  )
})
