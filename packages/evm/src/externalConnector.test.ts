import {
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  InvalidOptionError,
  type LatchClient,
} from '@latch/core'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { anvilNetwork, makeWindow, recordingContext } from '../test/fixtures.ts'
import { evmAdapter } from './evmAdapter.ts'
import { externalConnector } from './externalConnector.ts'

// A site's own connector over a real test wallet that announces nothing (as a hardware
// wallet's SDK would hand over a provider), next to an announced wallet.
const SITE_ID = 'com.example.hardware'
let anvil: TestAnvil
let network: CaipNetwork

beforeAll(async () => {
  anvil = await startAnvil(31337)
  network = anvilNetwork(anvil)
})
afterAll(async () => {
  await anvil?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const makeWallet = (account = 0) =>
  createTestWallet({
    privateKeys: [ANVIL_KEYS[account]!],
    chains: [{ chainId: 31337, name: 'One', rpcUrl: anvil.rpcUrl }],
  })

/** The site's connector over `wallet`, counting how often its provider is asked for. */
function siteConnector(wallet: TestWallet, fail = { times: 0 }) {
  const loads = { count: 0 }
  const connector = externalConnector({
    id: SITE_ID,
    name: 'Example Hardware Wallet',
    imageUrl: 'data:image/svg+xml,x',
    async getProvider() {
      loads.count++
      if (fail.times-- > 0) throw new Error('the SDK did not load')
      return wallet.provider
    },
  })
  return { connector, loads }
}

describe('externalConnector in evmAdapter', () => {
  test('listed as EXTERNAL after the discovered wallets; its provider loads on first connect only', async () => {
    const target = makeWindow()
    cleanups.push(announceTestWallet(makeWallet(1), { window: target }))
    const wallet = makeWallet()
    const { connector, loads } = siteConnector(wallet)
    const adapter = evmAdapter({ window: target, connectors: [connector] })
    const recorder = recordingContext([network])
    cleanups.push(adapter.setup(recorder.context))
    expect(recorder.listed()).toEqual(['dev.latch.testwallet:ANNOUNCED', `${SITE_ID}:EXTERNAL`])
    expect(recorder.reports.connectors.at(-1)?.[1]).toEqual({
      id: SITE_ID,
      name: 'Example Hardware Wallet',
      type: 'EXTERNAL',
      chain: 'eip155',
      imageUrl: 'data:image/svg+xml,x',
    })
    expect(loads.count).toBe(0)
    expect(adapter.getProvider(SITE_ID)).toBeUndefined()

    const connection = await adapter.connect({ connectorId: SITE_ID, network })
    expect(connection.address).toBe(wallet.address)
    expect(adapter.getProvider(SITE_ID)).toBe(wallet.provider)
    await adapter.connect({ connectorId: SITE_ID, network })
    expect(loads.count).toBe(1)

    // The wallet's own events reach core under the site connector's id.
    wallet.lock()
    expect(recorder.reports.accountsChanged.at(-1)).toEqual({ connectorId: SITE_ID, accounts: [] })
    expect(recorder.reports.disconnected).toEqual([{ connectorId: SITE_ID }])
  })

  test('without a window (server rendering) it is listed all the same', () => {
    const { connector } = siteConnector(makeWallet())
    const adapter = evmAdapter({ window: undefined, connectors: [connector] })
    const recorder = recordingContext([network])
    cleanups.push(adapter.setup(recorder.context))
    expect(recorder.listed()).toEqual([`${SITE_ID}:EXTERNAL`])
  })

  test('a provider that fails to load fails the connect, and is asked again next time', async () => {
    const { connector, loads } = siteConnector(makeWallet(), { times: 1 })
    const adapter = evmAdapter({ window: makeWindow(), connectors: [connector] })
    cleanups.push(adapter.setup(recordingContext([network]).context))
    await expect(adapter.connect({ connectorId: SITE_ID, network })).rejects.toThrow(
      'the SDK did not load',
    )
    await adapter.connect({ connectorId: SITE_ID, network })
    expect(loads.count).toBe(2)
  })

  test('an id or a name missing is an InvalidOptionError', () => {
    expect(() =>
      externalConnector({ id: '', name: 'X', getProvider: () => makeWallet().provider }),
    ).toThrow(InvalidOptionError)
  })
})

describe('a site connector inside a Latch client', () => {
  function load(wallet: TestWallet, storage = createMemoryStorage()) {
    const { connector, loads } = siteConnector(wallet)
    const latch: LatchClient = createLatch({
      projectId: 'test-project',
      networks: [network],
      adapters: [evmAdapter({ window: makeWindow(), connectors: [connector] })],
      storage,
      logLevel: 'silent',
      remoteConfig: false,
    })
    cleanups.push(() => latch.destroy())
    return { latch, storage, loads }
  }

  test('connects, and a reload restores it as the real connector (its name), without a prompt', async () => {
    const wallet = makeWallet()
    const first = load(wallet)
    await first.latch.connect({ connectorId: SITE_ID })
    expect(first.latch.getState().connectedConnectorIds).toEqual({ eip155: SITE_ID })
    first.latch.destroy()

    const prompts = wallet.approvals.length
    const { latch, loads } = load(wallet, first.storage)
    await latch.ready
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
      connectedWalletInfo: { name: 'Example Hardware Wallet' },
    })
    expect(loads.count).toBe(1)
    expect(wallet.approvals).toHaveLength(prompts)
  })
})
