import { createLatch, PaymentAccountRequiredError, switchAccount } from '@latch/core'
import type { AdapterContext } from '@latch/core/adapter'
import { createLogger } from '@latch/core/adapter'
import { bitcoin, bitcoinTestnet } from '@latch/core/networks'
import { createBitcoinTestWallet, injectBitcoinTestWallet } from '@latch/test-wallet'
import { afterEach, describe, expect, test } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.ts'
import { SatsConnectRequestError, WalletChainNotSupportedError } from './errors.ts'

// Discovery, connecting and signing never reach a chain: the test wallet signs locally.
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const makeWindow = () => new EventTarget() as unknown as Window

function recording() {
  const connectors: string[][] = []
  const disconnected: string[] = []
  const context: AdapterContext = {
    networks: [bitcoin, bitcoinTestnet],
    logger: createLogger('silent'),
    setConnectors: (list) => connectors.push(list.map((c) => `${c.id}:${c.type}:${c.chain}`)),
    accountsChanged: () => {},
    chainChanged: () => {},
    disconnected: ({ connectorId }) => disconnected.push(connectorId),
  }
  return { context, connectors, disconnected }
}

function setup(target = makeWindow()) {
  const adapter = bitcoinAdapter({ window: target })
  const recorder = recording()
  cleanups.push(adapter.setup(recorder.context))
  return { adapter, target, ...recorder }
}

function inject(target: Window, options: Parameters<typeof injectBitcoinTestWallet>[0] = {}) {
  const wallet = injectBitcoinTestWallet({ window: target, ...options })
  cleanups.push(wallet.uninject)
  return wallet
}

describe('discovery', () => {
  test('a Bitcoin Wallet Standard wallet is listed on bip122, before or after setup', () => {
    const target = makeWindow()
    inject(target, { info: { name: 'Early' } })
    const { connectors } = setup(target)
    expect(connectors.at(-1)).toEqual(['bitcoin:Early:ANNOUNCED:bip122'])
    inject(target, { info: { name: 'Late', rdns: 'late' } })
    expect(connectors.at(-1)).toEqual([
      'bitcoin:Early:ANNOUNCED:bip122',
      'bitcoin:Late:ANNOUNCED:bip122',
    ])
  })

  test('a wallet without bitcoin:connect (a Solana-only one) is not listed', () => {
    const target = makeWindow()
    const wallet = createBitcoinTestWallet({ window: target })
    const features = { ...wallet.features } as Record<string, unknown>
    delete features['bitcoin:connect']
    target.addEventListener('wallet-standard:app-ready', (event) =>
      (event as CustomEvent).detail.register({ ...wallet, name: 'NoBtc', features }),
    )
    expect(setup(target).connectors.at(-1) ?? []).toEqual([])
  })
})

describe('connect and sign', () => {
  test('connect selects the payment account; the ordinals one is listed but not payment', async () => {
    const target = makeWindow()
    const wallet = inject(target)
    const { adapter } = setup(target)
    const connection = await adapter.connect({
      connectorId: 'bitcoin:Latch Test Wallet',
      network: bitcoinTestnet,
    })
    expect(connection).toEqual({
      address: wallet.addresses.payment,
      chainId: bitcoinTestnet.id,
      accounts: [
        { address: wallet.addresses.payment, type: 'payment' },
        { address: wallet.addresses.ordinals, type: 'eoa' },
      ],
    })
    // Reconnecting reads the granted accounts without a prompt.
    wallet.setPolicy('reject')
    await expect(
      adapter.reconnect({ connectorId: 'bitcoin:Latch Test Wallet', network: bitcoinTestnet }),
    ).resolves.toMatchObject({ address: wallet.addresses.payment })
    // Its addresses are on testnet only.
    await expect(
      adapter.switchNetwork({ connectorId: 'bitcoin:Latch Test Wallet', network: bitcoin }),
    ).rejects.toBeInstanceOf(WalletChainNotSupportedError)
  })

  test('a declined connect keeps the wallet code 4001', async () => {
    const target = makeWindow()
    inject(target, { policy: 'reject' })
    const { adapter } = setup(target)
    await expect(
      adapter.connect({ connectorId: 'bitcoin:Latch Test Wallet', network: bitcoinTestnet }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test('signMessage returns the BIP-322 witness in base64', async () => {
    const target = makeWindow()
    const wallet = inject(target)
    const { adapter } = setup(target)
    const connectorId = 'bitcoin:Latch Test Wallet'
    await adapter.connect({ connectorId, network: bitcoinTestnet })
    const signature = await adapter.signMessage({
      connectorId,
      address: wallet.addresses.payment,
      message: 'hello',
    })
    // A P2WPKH witness: 2 items, a DER signature then a 33-byte public key.
    const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0))
    expect(bytes[0]).toBe(2)
    expect(bytes.at(-34)).toBe(33)
  })

  test('the wallet disconnecting on its own is reported', async () => {
    const target = makeWindow()
    const wallet = inject(target)
    const { adapter, disconnected } = setup(target)
    await adapter.connect({ connectorId: 'bitcoin:Latch Test Wallet', network: bitcoinTestnet })
    await wallet.features['standard:disconnect'].disconnect()
    expect(disconnected).toEqual(['bitcoin:Latch Test Wallet'])
  })
})

describe('sats-connect wallets', () => {
  // A wallet that speaks only sats-connect's request API, as Xverse injects it.
  function satsProvider(answers: Record<string, unknown>) {
    const calls: [string, unknown][] = []
    const provider = {
      async request(method: string, params: unknown) {
        calls.push([method, params])
        return answers[method]
      },
    }
    return { provider, calls }
  }

  test('is listed, connects on its payment address and signs with the BIP-322 protocol', async () => {
    const target = makeWindow() as Window & { XverseProviders?: unknown }
    const { provider, calls } = satsProvider({
      getAccounts: {
        jsonrpc: '2.0',
        result: [
          { address: 'bc1pordinals', purpose: 'ordinals' },
          { address: 'bc1qpayment', purpose: 'payment' },
        ],
      },
      signMessage: { jsonrpc: '2.0', result: { signature: 'c2lnbmVk' } },
    })
    target.XverseProviders = { BitcoinProvider: provider }
    const { adapter, connectors } = setup(target)
    expect(connectors.at(-1)).toEqual(['bitcoin:sats-connect:INJECTED:bip122'])
    const connection = await adapter.connect({
      connectorId: 'bitcoin:sats-connect',
      network: bitcoin,
    })
    expect(connection.address).toBe('bc1qpayment')
    expect(connection.chainId).toBe(bitcoin.id)
    await expect(
      adapter.signMessage({
        connectorId: 'bitcoin:sats-connect',
        address: 'bc1qpayment',
        message: 'hi',
      }),
    ).resolves.toBe('c2lnbmVk')
    expect(calls).toEqual([
      ['getAccounts', { purposes: ['payment', 'ordinals'] }],
      ['signMessage', { address: 'bc1qpayment', message: 'hi', protocol: 'BIP322' }],
    ])
  })

  test('restoring asks wallet_getAccount (no prompt); a wallet that grants nothing restores nothing', async () => {
    const target = makeWindow() as Window & { BitcoinProvider?: unknown }
    const granted = satsProvider({
      wallet_getAccount: {
        jsonrpc: '2.0',
        result: { addresses: [{ address: 'tb1qpayment', purpose: 'payment' }] },
      },
    })
    target.BitcoinProvider = granted.provider
    const { adapter } = setup(target)
    const restored = await adapter.reconnect({
      connectorId: 'bitcoin:sats-connect',
      network: bitcoinTestnet,
    })
    expect(restored).toMatchObject({ address: 'tb1qpayment', chainId: bitcoinTestnet.id })
    expect(granted.calls.map(([method]) => method)).toEqual(['wallet_getAccount'])

    const other = makeWindow() as Window & { BitcoinProvider?: unknown }
    const denied = satsProvider({
      wallet_getAccount: { jsonrpc: '2.0', error: { code: -32002, message: 'Access denied' } },
    })
    other.BitcoinProvider = denied.provider
    await expect(
      setup(other).adapter.reconnect({ connectorId: 'bitcoin:sats-connect', network: bitcoin }),
    ).resolves.toBeUndefined()
    expect(denied.calls.map(([method]) => method)).toEqual(['wallet_getAccount'])
  })

  test("a sats-connect refusal (-32000) becomes 4001, core's user rejection", async () => {
    const target = makeWindow() as Window & { BitcoinProvider?: unknown }
    target.BitcoinProvider = satsProvider({
      getAccounts: { jsonrpc: '2.0', error: { code: -32000, message: 'User rejected' } },
    }).provider
    const { adapter } = setup(target)
    const error = await adapter
      .connect({ connectorId: 'bitcoin:sats-connect', network: bitcoin })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SatsConnectRequestError)
    expect(error).toMatchObject({ code: 4001 })
  })
})

describe('with a Latch client', () => {
  test('the payment account is selected; switching to the ordinals account is refused', async () => {
    const target = makeWindow()
    const wallet = inject(target)
    const latch = createLatch({
      projectId: 'test',
      networks: [bitcoinTestnet],
      adapters: [bitcoinAdapter({ window: target })],
    })
    cleanups.push(() => latch.destroy())
    await latch.connect({ connectorId: 'bitcoin:Latch Test Wallet' })
    const account = latch.getState().accounts.bip122
    expect(account?.address).toBe(wallet.addresses.payment)
    expect(account?.caipAddress).toBe(`${bitcoinTestnet.caipNetworkId}:${wallet.addresses.payment}`)
    // No Bitcoin node: no balance (the Account view shows none for a network without an RPC).
    expect(account?.balance).toBeUndefined()
    const error = await switchAccount(latch, {
      namespace: 'bip122',
      address: wallet.addresses.ordinals,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentAccountRequiredError)
    expect(latch.getState().accounts.bip122?.address).toBe(wallet.addresses.payment)
    await expect(
      switchAccount(latch, { namespace: 'bip122', address: wallet.addresses.payment }),
    ).resolves.toEqual({ address: wallet.addresses.payment, type: 'payment' })
    await latch.disconnect()
    expect(wallet.connected).toBe(false)
  })
})
