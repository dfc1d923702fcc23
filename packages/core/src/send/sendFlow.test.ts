import { afterEach, describe, expect, test } from 'vitest'
import { goBack } from '../actions/goBack.ts'
import { resetSend } from '../actions/resetSend.ts'
import { setSendMaxAmount } from '../actions/setSendMaxAmount.ts'
import { setSendReceiverAddress } from '../actions/setSendReceiverAddress.ts'
import { setSendStep } from '../actions/setSendStep.ts'
import { setSendToken } from '../actions/setSendToken.ts'
import { setSendTokenAmount } from '../actions/setSendTokenAmount.ts'
import { type StartSendParameters, startSend } from '../actions/startSend.ts'
import { submitSend } from '../actions/submitSend.ts'
import { createLatch } from '../client/createLatch.ts'
import { LatchError } from '../errors/base.ts'
import { TransactionRejectedError } from '../errors/connection.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter, walletError } from '../test/createScriptedAdapter.ts'
import { startHttpServer } from '../test/startHttpServer.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import { NameResolutionError } from './errors.ts'
import { NAME_LOOKUP_WAIT_MS } from './receiverLookup.ts'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDT = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const HASH = `0x${'ab'.repeat(32)}`
const AVATAR = 'data:image/svg+xml,%3Csvg%2F%3E'
const FEE_WEI = 42_000_000_000_000n // 0.000042 ETH
const ETH_BALANCE = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: latchDevnet.caipNetworkId,
  value: 4500,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const USDT_BALANCE = {
  name: 'Tether USD',
  symbol: 'USDT',
  chainId: latchDevnet.caipNetworkId,
  address: `${latchDevnet.caipNetworkId}:${USDT}`,
  value: 100,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Setup = { sendErrors?: unknown[]; feeError?: unknown }

/**
 * Connected as 0x…aa on Latch Devnet with 1.5 ETH and 100 USDT; bob.latch resolves on the
 * profile API; Send opened with `params`. Sends and estimates are recorded.
 */
async function openSend(params: StartSendParameters['params'] = {}, options: Setup = {}) {
  const { sendErrors = [], feeError } = options
  const server = await startHttpServer((request) => {
    if (request.path === '/v1/supported-chains') {
      return { status: 200, body: { http: [latchDevnet.caipNetworkId], ws: [] } }
    }
    if (request.path.endsWith('/balance')) {
      return { status: 200, body: { balances: [ETH_BALANCE, USDT_BALANCE] } }
    }
    if (request.path === '/v1/profile/account/bob.latch') {
      return {
        status: 200,
        body: { addresses: { '2147514985': { address: BOB } }, attributes: { avatar: AVATAR } },
      }
    }
    return { status: 404, body: { error: 'not_found' } }
  })
  cleanups.push(server.close)
  const scripted = createScriptedAdapter()
  const sends: unknown[] = []
  const estimates: unknown[] = []
  const adapter: ChainAdapter = {
    ...scripted.adapter,
    async sendToken(parameters) {
      sends.push(parameters)
      const error = sendErrors.shift()
      if (error) throw error
      return HASH
    },
    async estimateSendFee(parameters) {
      estimates.push(parameters)
      if (feeError) throw feeError
      return FEE_WEI
    },
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
  await expect.poll(() => client.getState().accounts.eip155?.balance).toBe('1.5')
  await client.fetchTokenBalances()
  const events: LatchEventName[] = []
  client.subscribeEvents(({ data }) => events.push(data.event))
  // The view's entry, as the modal shows it (open() waits for the send: not awaited here).
  client.open({ view: 'WalletSend', arguments: params }).catch(() => {})
  const entry = client.getState().history.at(-1) as StartSendParameters
  startSend(client, entry)
  return { client, entry, sends, estimates, events, lookups: () => lookupsOf(server.requests) }
}

const lookupsOf = (requests: { path: string }[]) =>
  requests.filter((request) => request.path.startsWith('/v1/profile/account/'))

describe('startSend', () => {
  test("fills state.send from the view's arguments; OPEN_SEND once, however often it starts", async () => {
    const { client, entry, events } = await openSend({ amount: '0.5', to: BOB.slice(2) })
    startSend(client, entry)
    expect(client.getState().send).toMatchObject({
      entry,
      namespace: 'eip155',
      tokenAddress: undefined,
      sendTokenAmount: '0.5',
      receiverAddress: BOB.slice(2),
      // An EVM address without its 0x is taken, and sent with it (SPEC §5).
      receiver: { status: 'ready', receiver: { address: BOB } },
      step: 'form',
    })
    expect(events.filter((event) => event === 'OPEN_SEND')).toEqual(['OPEN_SEND'])
  })

  test('a new WalletSend entry starts over; leaving the view ends state.send', async () => {
    const { client } = await openSend({ amount: '0.5' })
    setSendTokenAmount(client, '0,25 ')
    expect(client.getState().send?.sendTokenAmount).toBe('0.25')
    client.open({ view: 'WalletSend' }).catch(() => {})
    const next = client.getState().history.at(-1) as StartSendParameters
    startSend(client, next)
    expect(client.getState().send).toMatchObject({ entry: next, sendTokenAmount: '' })
    client.pushView({ view: 'WalletReceive' })
    expect(client.getState().send?.entry).toBe(next)
    goBack(client)
    goBack(client)
    expect(client.getState().send).toBeUndefined()
  })

  test('without an open send the setters change nothing', async () => {
    const { client } = await openSend()
    resetSend(client)
    setSendTokenAmount(client, '1')
    setSendReceiverAddress(client, BOB)
    setSendToken(client, { address: USDT })
    setSendMaxAmount(client)
    expect(setSendStep(client, 'tokens')).toBe(false)
    expect(await submitSend(client)).toBeUndefined()
    expect(client.getState().send).toBeUndefined()
  })
})

describe('the receiver', () => {
  test('a name is looked up once typing pauses; only the latest text counts', async () => {
    const { client, lookups } = await openSend()
    setSendReceiverAddress(client, 'nobody.latch')
    setSendReceiverAddress(client, 'bob.latch')
    expect(client.getState().send?.receiver).toEqual({ status: 'resolving' })
    await expect
      .poll(() => client.getState().send?.receiver)
      .toEqual({ status: 'ready', receiver: { address: BOB, name: 'bob.latch', avatar: AVATAR } })
    expect(lookups().map((request) => request.path)).toEqual(['/v1/profile/account/bob.latch'])
    // Spaces around the same name keep what was found.
    setSendReceiverAddress(client, ' bob.latch ')
    expect(client.getState().send?.receiver.status).toBe('ready')
  })

  test("an unknown name: 'Error resolving name'", async () => {
    const { client } = await openSend()
    setSendReceiverAddress(client, 'nobody.latch')
    await new Promise((resolve) => setTimeout(resolve, NAME_LOOKUP_WAIT_MS))
    await expect
      .poll(() => client.getState().send?.receiver)
      .toEqual({
        status: 'error',
        message: 'Error resolving name',
        error: expect.any(NameResolutionError),
      })
  })
})

describe('the fee follows the transfer', () => {
  test('estimated once the transfer is complete, again when it changes; Max leaves it', async () => {
    const { client, estimates } = await openSend({ to: BOB })
    expect(client.getState().send?.fee).toEqual({ status: 'idle' })
    setSendTokenAmount(client, '1')
    expect(client.getState().send?.fee).toEqual({ status: 'loading' })
    await expect.poll(() => client.getState().send?.fee.status).toBe('ready')
    expect(client.getState().send?.fee).toMatchObject({ fee: { formatted: '0.000042' } })
    setSendMaxAmount(client)
    expect(client.getState().send?.sendTokenAmount).toBe('1.499958')
    await expect.poll(() => estimates.length).toBe(2)
    // More than the balance: no transfer, nothing to estimate.
    setSendTokenAmount(client, '2')
    expect(client.getState().send?.fee).toEqual({ status: 'idle' })
    expect(setSendStep(client, 'review')).toBe(false)
  })

  test('a balance refreshed under the amount makes the transfer incomplete', async () => {
    const { client } = await openSend({ to: BOB, amount: '1' })
    await expect.poll(() => client.getState().send?.fee.status).toBe('ready')
    client.store.setState((state) => ({
      accounts: {
        ...state.accounts,
        eip155: {
          ...state.accounts.eip155!,
          tokenBalance: [{ ...ETH_BALANCE, quantity: { decimals: '18', numeric: '0.5' } }],
        },
      },
    }))
    expect(client.getState().send?.fee).toEqual({ status: 'idle' })
  })

  test('a Latch error from the estimate refuses the transfer: no review', async () => {
    const { client } = await openSend(
      { to: BOB, amount: '0.1' },
      { feeError: new LatchError('This address has a typo') },
    )
    await expect
      .poll(() => client.getState().send?.fee)
      .toMatchObject({ status: 'refused', message: 'This address has a typo' })
    expect(setSendStep(client, 'review')).toBe(false)
    expect(client.getState().send?.step).toBe('form')
  })

  test('a node failing the estimate leaves the fee to the wallet; review stays possible', async () => {
    const { client } = await openSend(
      { to: BOB, amount: '0.1' },
      { feeError: Object.assign(new Error('timeout'), { code: -32000 }) },
    )
    await expect.poll(() => client.getState().send?.fee).toEqual({ status: 'unavailable' })
    expect(setSendStep(client, 'review')).toBe(true)
    expect(client.getState().send?.step).toBe('review')
  })
})

describe('submitSend', () => {
  test('12.5 USDT to bob.latch: preparing, wallet, sent with the hash', async () => {
    const { client, sends } = await openSend({ amount: '12.5', to: 'bob.latch' })
    setSendStep(client, 'tokens')
    expect(client.getState().send?.step).toBe('tokens')
    setSendToken(client, USDT_BALANCE)
    expect(client.getState().send).toMatchObject({
      step: 'form',
      tokenAddress: USDT_BALANCE.address,
    })
    await expect.poll(() => setSendStep(client, 'review')).toBe(true)
    const steps: string[] = []
    client.subscribe((state) => {
      if (state.send && steps.at(-1) !== state.send.step) steps.push(state.send.step)
    })
    expect(await submitSend(client)).toEqual({ hash: HASH })
    expect(steps).toEqual(['preparing', 'wallet', 'sent'])
    expect(client.getState().send).toMatchObject({ step: 'sent', hash: HASH })
    expect(sends).toMatchObject([{ to: BOB, amount: 12_500_000n, token: { address: USDT } }])
  })

  test('declined in the wallet: failed with TransactionRejectedError; again sends again', async () => {
    const { client, sends } = await openSend(
      { amount: '0.5', to: BOB },
      {
        sendErrors: [walletError(4001)],
      },
    )
    expect(await submitSend(client)).toBeUndefined()
    expect(client.getState().send?.step).toBe('failed')
    expect(client.getState().send?.error).toBeInstanceOf(TransactionRejectedError)
    expect(await submitSend(client)).toEqual({ hash: HASH })
    expect(client.getState().send).toMatchObject({ step: 'sent', error: undefined })
    expect(sends).toHaveLength(2)
  })

  test('a send that ends after the modal closed writes nothing', async () => {
    const { client } = await openSend({ amount: '0.5', to: BOB })
    const sent = submitSend(client)
    client.close()
    expect(await sent).toEqual({ hash: HASH })
    expect(client.getState().send).toBeUndefined()
  })
})
