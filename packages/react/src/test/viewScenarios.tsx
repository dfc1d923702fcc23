import {
  connectEmail,
  connectFarcaster,
  createLatch,
  createMemoryStorage,
  type LatchClient,
  type LatchOptions,
  type ViewName,
  verifyEmailOtp,
} from '@latch/core'
import type { ChainAdapter } from '@latch/core/adapter'
import { NATIVE_TOKEN_ADDRESS } from '@latch/core/api'
import { unverifiedSiwx } from '@latch/core/siwx'
import { announceTestWallet, createTestWallet } from '@latch/test-wallet'
import { act } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { expect } from 'vitest'
import { createScriptedAdapter, walletError } from '../../../core/src/test/createScriptedAdapter.ts'
import { createDirectoryDouble, svgDataUrl } from '../views/AllWallets/testDirectory.ts'
import { nft, tokenBalance, transaction } from './accountApi.ts'
import { answerWith, createFrameDouble, EMBEDDED_USER, reply } from './embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch, TEST_CONNECTORS } from './fixtures.tsx'
import {
  cleanupMultichain,
  connectBoth,
  createMultichainClient,
  SOLANA_NETWORK,
} from './multichainClient.ts'
import { createPairingClient, NATIVE_WALLET, pairingUri } from './walletConnectPairing.ts'
import { deferred, TEST_NETWORKS } from './wallets.ts'

// Every view of the registry in the states a visitor meets (with data, empty, a form and its
// review, an error shown), reached through core's real actions and the views' own controls,
// for the table-driven axe check (views/everyView.a11y.test.tsx). The servers are fakes answering
// on the client's `fetch`; each view's own test file tests its behaviour.

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAIN = 'eip155:31337'
const USDC = `${CHAIN}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`
const DAI = `${CHAIN}:0xb19b36b1456E65E3A6D514D3F715f204BD59f431`
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const SWAP_TOKENS = [
  { address: ETH, symbol: 'ETH', name: 'Ether', decimals: 18, logoUri: '' },
  { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, logoUri: '' },
  { address: DAI, symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, logoUri: '' },
]
const PRICES: Record<string, number> = { [ETH]: 3000, [USDC]: 1, [DAI]: 1 }
const onrampNetwork = (contract: string) => ({
  name: 'latch-devnet',
  display_name: 'Latch Devnet',
  chain_id: '31337',
  contract_address: contract,
})

type Route = (url: URL, body: Record<string, unknown> | undefined) => unknown

/**
 * The kit's server as the views read it, with data in every list: balances, NFTs, activity,
 * names, swap quotes, on-ramp quotes. `empty` answers the account's lists with nothing.
 */
function serverDouble({ empty = false } = {}): typeof fetch {
  const routes: Record<string, Route> = {
    '/v1/supported-chains': () => ({ http: [CHAIN, 'eip155:31338'], ws: [] }),
    '/v1/identity/': () => ({ name: null, avatar: null }),
    '/balance': () => ({
      balances: empty
        ? []
        : [tokenBalance('ETH', 18, '1.5', 3000), tokenBalance('USDC', 6, '500', 1)],
    }),
    '/nfts': () => ({ data: empty ? [] : [nft('1'), nft('2', null)], next: null }),
    '/history': () => ({
      data: empty
        ? []
        : [
            transaction('r', ADDRESS),
            transaction('s', ADDRESS, { operation: 'send', minutesAgo: 3 }),
          ],
      next: null,
    }),
    '/v1/profile/account/bob.latch': () => ({ addresses: { '2147514985': { address: BOB } } }),
    '/v1/profile/suggestions/': (url) => {
      const name = url.pathname.split('/').at(-1)
      return {
        suggestions: [
          { name: `${name}.latch`, registered: name === 'alice' },
          { name: `${name}-1.latch`, registered: false },
        ],
      }
    },
    '/v1/convert/tokens': () => ({ tokens: SWAP_TOKENS }),
    '/v1/fungible/price': (_, body) => ({
      fungibles: ((body?.addresses ?? []) as string[]).map((address) => ({
        address,
        price: PRICES[address],
      })),
    }),
    '/v1/convert/allowance': () => ({ allowance: String(10n ** 30n) }),
    '/v1/convert/quotes': (url) => {
      const { from = '', to = '', amount = '0' } = Object.fromEntries(url.searchParams)
      const toDecimals = to === USDC ? 6 : 18
      const fromDecimals = from === USDC ? 6 : 18
      const rate = BigInt(Math.round((PRICES[from]! / PRICES[to]!) * 0.997 * 1e6))
      const toAmount =
        (BigInt(amount) * rate * 10n ** BigInt(toDecimals)) / 10n ** BigInt(fromDecimals + 6)
      return {
        quotes: [
          {
            from,
            to,
            fromAmount: amount,
            toAmount: String(toAmount),
            path: [from, to],
            priceImpact: 0.31,
            gas: '120000',
            gasPrice: '1000000000',
            fee: '120000000000000',
          },
        ],
      }
    },
    '/v1/onramp/options': () => ({
      purchaseCurrencies: [
        { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [onrampNetwork('0xusdc')] },
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [onrampNetwork('')] },
      ],
      paymentCurrencies: ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }],
      })),
    }),
    '/v1/onramp/quote': (_, body) =>
      ({
        quotes: ['coinbase', 'moonpay'].map((provider, i) => {
          const total = Number(body?.amount)
          const fee = Math.round(total * (1.5 - i / 2)) / 100
          const fiat = (amount: number) => ({
            amount: amount.toFixed(2),
            currency: body?.paymentCurrency,
          })
          return {
            provider,
            providerName: provider === 'coinbase' ? 'Coinbase' : 'MoonPay',
            purchaseAmount: { amount: (total - fee).toFixed(2), currency: body?.purchaseCurrency },
            paymentSubtotal: fiat(total - fee),
            paymentTotal: fiat(total),
            networkFee: fiat(0),
            providerFee: fiat(fee),
            quoteId: `${provider}-q`,
          }
        }),
      }) as unknown,
  }
  const directory = createDirectoryDouble()
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname === '/getWallets') return directory.fetch(input, init)
    const match = Object.keys(routes)
      .filter((prefix) => url.pathname.includes(prefix))
      .sort((a, b) => b.length - a.length)[0]
    if (!match) return Response.json({ error: 'not_found' }, { status: 404 })
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    return Response.json(routes[match]!(url, body))
  }
}

const cleanups: (() => void)[] = []

/** What a scenario's steps do beyond the views' controls: core's part, a wallet's answer. */
const controls = new WeakMap<
  LatchClient,
  { decline?: () => void; setUri?: (uri: string) => unknown }
>()

/** Destroys the clients and stops the wallets the scenarios made. Call in `afterEach`. */
export function cleanupScenarios(): void {
  for (const stop of cleanups.splice(0).reverse()) stop()
  cleanupMultichain()
}

function track<T extends LatchClient>(client: T): T {
  cleanups.push(() => client.destroy())
  return client
}

/** Core's scripted eip155 wallet, sends and fees answered, connected as 0x…aa on Latch Devnet. */
async function connectedClient(options: Partial<LatchOptions> & { empty?: boolean } = {}) {
  const { empty, ...latchOptions } = options
  const scripted = createScriptedAdapter()
  const adapter: ChainAdapter = {
    ...scripted.adapter,
    sendToken: async () => `0x${'cd'.repeat(32)}`,
    estimateSendFee: async () => 42_000_000_000_000n,
  }
  const client = track(
    createLatch({
      projectId: 'latch-test',
      networks: TEST_NETWORKS,
      adapters: [adapter],
      storage: createMemoryStorage(),
      remoteConfig: false,
      logLevel: 'silent',
      fetch: serverDouble({ empty }),
      ...latchOptions,
    }),
  )
  await client.connect({ connectorId: 'dev.wallet' })
  renderWithLatch(<span />, client)
  return { client, adapter, script: scripted.script }
}

/** A visitor signed in by email through core's real actions (the frame a stand-in), modal closed. */
async function emailClient() {
  const frame = createFrameDouble({
    CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: reply(EMBEDDED_USER),
    UPDATE_EMAIL: reply({ action: 'VERIFY_PRIMARY_OTP' }),
    // Signatures wait: ApproveTransaction stays on screen.
    RPC_REQUEST: answerWith(() => new Promise<unknown>(() => {})),
  })
  const client = track(
    createTestClient({ fetch: serverDouble(), embeddedWallet: frame.config, logLevel: 'silent' }),
  )
  renderWithLatch(null, client)
  await act(() => connectEmail(client, { email: EMBEDDED_USER.email }))
  await act(() => verifyEmailOtp(client, { otp: '123456' }))
  return client
}

const visible = (locator: ReturnType<typeof page.getByRole>) =>
  expect.element(locator, { timeout: 10_000 }).toBeVisible()
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: true })
const heading = (name: string) => page.getByRole('heading', { name, exact: true })
const root = () => getModalHost().root

/** One state of a view to check: reached from the previous step's state. */
export type ScenarioStep = { state: string; reach(client: LatchClient): Promise<void> }

export type Scenario = {
  view: ViewName
  /** A client with the modal mounted (closed or already open). */
  start(): Promise<LatchClient>
  steps: ScenarioStep[]
}

const openView = (view: ViewName, args?: Record<string, unknown>) => (client: LatchClient) =>
  act(async () => {
    void client.open({ view, ...(args && { arguments: args }) } as never).catch(() => {})
  })

export const SCENARIOS: Scenario[] = [
  {
    view: 'Connect',
    start: async () => {
      const client = track(createTestClient({ fetch: serverDouble(), logLevel: 'silent' }))
      client.store.setState({
        connectors: TEST_CONNECTORS,
        recentWallets: [{ id: 'coinbase', name: 'Coinbase Wallet' }],
      })
      renderWithLatch(null, client)
      return client
    },
    steps: [
      {
        state: 'wallets',
        reach: async (client) => {
          await act(() => client.open())
          await expect
            .poll(() => root().querySelectorAll('.latch-wallet-placeholder'))
            .toHaveLength(0)
        },
      },
      {
        state: 'an error alert and an error toast',
        reach: async (client) => {
          act(() => client.showAlert('SERVER_ERROR'))
          act(() => client.showToast({ message: 'Signature declined', variant: 'error' }))
          await visible(page.getByRole('alert'))
        },
      },
    ],
  },
  {
    view: 'AllWallets',
    start: async () => {
      const client = track(createTestClient({ fetch: serverDouble(), logLevel: 'silent' }))
      client.store.setState({ connectors: [TEST_CONNECTORS[0]!] })
      renderWithLatch(null, client)
      return client
    },
    steps: [
      {
        state: 'grid',
        reach: async (client) => {
          await openView('AllWallets')(client)
          await expect
            .poll(() => root().querySelectorAll('[role=gridcell] > button').length)
            .toBeGreaterThan(8)
        },
      },
      {
        state: 'a wallet’s Get panel',
        reach: async () => {
          root().querySelectorAll<HTMLButtonElement>('[role=gridcell] > button')[2]!.click()
          await visible(page.getByRole('heading', { name: /^Get / }))
        },
      },
    ],
  },
  {
    view: 'ConnectingExternal',
    start: async () => {
      const scripted = createScriptedAdapter()
      const held = deferred<never>()
      const adapter: ChainAdapter = { ...scripted.adapter, connect: () => held.promise }
      const client = track(
        createLatch({
          projectId: 'latch-test',
          networks: TEST_NETWORKS,
          adapters: [adapter],
          storage: createMemoryStorage(),
          remoteConfig: false,
          logLevel: 'silent',
          fetch: serverDouble(),
        }),
      )
      renderWithLatch(null, client)
      cleanups.push(() => held.reject(walletError(4001)))
      controls.set(client, { decline: () => held.reject(walletError(4001)) })
      return client
    },
    steps: [
      {
        state: 'waiting for the wallet',
        reach: async (client) => {
          await act(() => client.open())
          await button(/Dev Wallet/).click()
          await visible(page.getByText('Continue in Dev Wallet'))
        },
      },
      {
        state: 'declined',
        reach: async (client) => {
          await act(async () => controls.get(client)?.decline?.())
          await visible(button('Try again'))
        },
      },
    ],
  },
  {
    view: 'ConnectingWalletConnect',
    start: async () => {
      const pairing = createPairingClient()
      track(pairing.client)
      renderWithLatch(null, pairing.client)
      controls.set(pairing.client, { setUri: pairing.setUri })
      return pairing.client
    },
    steps: [
      {
        state: 'QR code with the wallet’s links',
        reach: async (client) => {
          await openView('ConnectingWalletConnect', { wallet: NATIVE_WALLET })(client)
          await expect.poll(() => root().querySelector('.latch-wc')).not.toBeNull()
          await controls.get(client)?.setUri?.(pairingUri(31))
          await expect
            .poll(() => root().querySelector('.latch-qr')?.getAttribute('data-state'))
            .toBe('ready')
        },
      },
    ],
  },
  {
    view: 'ConnectingWalletConnectBasic',
    start: async () => {
      const wallets = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, i) => ({
        id: name.toLowerCase(),
        name: `${name} Wallet`,
        image_url: svgDataUrl(name[0]!, `hsl(${i * 60} 60% 40%)`),
        mobile_link: `${name.toLowerCase()}://`,
        chains: ['eip155:1'],
      }))
      const pairing = createPairingClient({
        adapters: [],
        fetch: createDirectoryDouble(wallets).fetch,
      })
      track(pairing.client)
      renderWithLatch(null, pairing.client)
      controls.set(pairing.client, { setUri: pairing.setUri })
      return pairing.client
    },
    steps: [
      {
        state: 'QR code and wallets',
        reach: async (client) => {
          await act(() => client.open())
          await controls.get(client)?.setUri?.(pairingUri(3))
          await visible(page.getByText('Alpha Wallet'))
        },
      },
    ],
  },
  {
    view: 'ConnectingFarcaster',
    start: async () => {
      const frame = createFrameDouble({
        GET_FARCASTER_URI: reply({ url: 'http://127.0.0.1:8794/~/siwf?channelToken=c1' }),
        CONNECT_FARCASTER: answerWith(() => new Promise(() => {})),
        IS_CONNECTED: reply({ isConnected: false }),
      })
      const client = track(
        createTestClient({ fetch: serverDouble(), embeddedWallet: frame.config }),
      )
      renderWithLatch(null, client)
      return client
    },
    steps: [
      {
        state: 'QR code',
        reach: async (client) => {
          await act(() => client.open())
          void connectFarcaster(client).catch(() => {})
          await expect
            .poll(
              () => root().querySelector('.latch-farcaster .latch-qr')?.getAttribute('data-state'),
              {
                timeout: 10_000,
              },
            )
            .toBe('ready')
        },
      },
    ],
  },
  {
    view: 'Account',
    start: async () => (await connectedClient()).client,
    steps: [
      ...(['Tokens', 'NFTs', 'Activity'] as const).map((tab) => ({
        state: `${tab} tab with data`,
        reach: async (client: LatchClient) => {
          if (!client.getState().open) await act(() => client.open())
          await page.getByRole('tab', { name: tab }).click()
          await expect.poll(() => root().querySelectorAll('[role=tabpanel] li').length).toBe(2)
        },
      })),
    ],
  },
  {
    view: 'Account',
    start: async () => {
      const { client } = createMultichainClient({ fetch: serverDouble() })
      await connectBoth(client)
      renderWithLatch(null, client)
      return client
    },
    steps: [
      {
        state: 'two chain families, the Disconnect choices open',
        reach: async (client) => {
          await act(() => client.open())
          await button('Disconnect').click()
          await visible(button('Disconnect all'))
        },
      },
    ],
  },
  {
    view: 'Account',
    start: async () => (await connectedClient({ empty: true })).client,
    steps: (['Tokens', 'NFTs', 'Activity'] as const).map((tab) => ({
      state: `${tab} tab empty`,
      reach: async (client: LatchClient) => {
        if (!client.getState().open) await act(() => client.open())
        await page.getByRole('tab', { name: tab }).click()
        await expect
          .poll(() => root().querySelector('[role=tabpanel]')?.textContent)
          .toMatch(/No (tokens|NFTs|activity) yet/)
      },
    })),
  },
  {
    view: 'Networks',
    start: async () => (await connectedClient()).client,
    steps: [
      {
        state: 'list',
        reach: async (client) => {
          await openView('Networks')(client)
          await visible(page.getByRole('list', { name: 'Networks' }))
        },
      },
    ],
  },
  {
    view: 'SwitchNetwork',
    start: async () => {
      const { client, script } = await connectedClient()
      script.switchError = walletError(4001)
      return client
    },
    steps: [
      {
        state: 'declined, Try again',
        reach: async (client) => {
          await openView('Networks')(client)
          await button(/Latch Devnet 2/).click()
          await visible(button('Try again'))
        },
      },
    ],
  },
  {
    view: 'UnsupportedChain',
    start: async () => {
      const { client, script } = await connectedClient()
      await act(async () => {
        await client.disconnect()
        script.chainId = 999
        await client.connect({ connectorId: 'dev.wallet' })
      })
      return client
    },
    steps: [
      {
        state: 'the note and the networks',
        reach: async (client) => {
          await openView('UnsupportedChain')(client)
          await visible(heading('Switch Network'))
          await visible(button('Disconnect'))
        },
      },
    ],
  },
  {
    view: 'SwitchActiveChain',
    start: async () => {
      const { client } = createMultichainClient()
      await client.connect({ connectorId: 'dev.wallet' })
      renderWithLatch(null, client)
      return client
    },
    steps: [
      {
        state: 'connect a Solana wallet',
        reach: async (client) => {
          await openView('SwitchActiveChain', {
            namespace: 'solana',
            network: SOLANA_NETWORK,
          })(client)
          await visible(button('Connect a Solana wallet'))
        },
      },
    ],
  },
  {
    view: 'ProfileWallets',
    start: async () => {
      const wallets = [1, 2].map((n) =>
        createTestWallet({
          privateKeys: [
            n === 1
              ? '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
              : '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
          ],
          chains: [{ chainId: 31_337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' }],
          info: { rdns: `dev.latch.profile${n}`, name: `Profile Wallet ${n}` },
        }),
      )
      for (const wallet of wallets) cleanups.push(announceTestWallet(wallet))
      const { evmAdapter } = await import('@latch/evm')
      const client = track(
        createLatch({
          projectId: 'latch-test',
          networks: TEST_NETWORKS,
          adapters: [evmAdapter({ reconnectTimeoutMs: 100 })],
          storage: createMemoryStorage(),
          remoteConfig: false,
          logLevel: 'silent',
          fetch: serverDouble(),
        }),
      )
      await client.connect({ connectorId: 'dev.latch.profile1' })
      await client.connect({ connectorId: 'dev.latch.profile2' })
      renderWithLatch(null, client)
      return client
    },
    steps: [
      {
        state: 'two wallets',
        reach: async (client) => {
          await openView('ProfileWallets')(client)
          await visible(button('Switch to Profile Wallet 1'))
        },
      },
    ],
  },
  {
    view: 'SIWXSignMessage',
    start: async () => {
      const { client } = await connectedClient({
        siwx: unverifiedSiwx(),
        metadata: {
          name: 'Latch Demo',
          description: 'Sign-in test',
          url: location.origin,
          icons: [],
        },
      })
      return client
    },
    steps: [
      {
        state: 'the message to sign',
        reach: async (client) => {
          await openView('SIWXSignMessage')(client)
          await visible(button('Sign'))
        },
      },
    ],
  },
  {
    view: 'WalletSend',
    start: async () => (await connectedClient()).client,
    steps: [
      {
        state: 'form with a resolved name',
        reach: async (client) => {
          await openView('WalletSend', { amount: '0.25', to: 'bob.latch' })(client)
          await visible(page.getByText('bob.latch is 0x70…dc79C8'))
          await visible(page.getByText('≈ 0.000042 ETH'))
        },
      },
      {
        state: 'an error in the form',
        reach: async () => {
          await userEvent.fill(page.getByRole('textbox', { name: 'Amount' }).element(), '2')
          await visible(page.getByText('Not enough ETH'))
        },
      },
      {
        state: 'review',
        reach: async () => {
          await userEvent.fill(page.getByRole('textbox', { name: 'Amount' }).element(), '0.25')
          await button('Review').click()
          await visible(button('Send'))
        },
      },
      {
        state: 'sent',
        reach: async () => {
          await button('Send').click()
          await visible(page.getByText('Sent', { exact: true }))
        },
      },
    ],
  },
  {
    view: 'WalletReceive',
    start: async () => (await connectedClient()).client,
    steps: [
      {
        state: 'QR code and address',
        reach: async (client) => {
          await openView('WalletReceive')(client)
          await expect
            .poll(() => root().querySelector('.latch-qr')?.getAttribute('data-state'))
            .toBe('ready')
        },
      },
    ],
  },
  {
    view: 'Swap',
    start: async () => (await connectedClient()).client,
    steps: [
      {
        state: 'form with a quote',
        reach: async (client) => {
          await openView('Swap', { fromToken: USDC, toToken: DAI, amount: '100' })(client)
          await visible(page.getByText('1 USDC = 0.997 DAI'))
        },
      },
      {
        state: 'the token list',
        reach: async () => {
          await page.getByRole('button', { name: /You receive: change token/ }).click()
          await visible(page.getByRole('button', { name: /^DAI/ }))
        },
      },
    ],
  },
  {
    view: 'OnRampProviders',
    start: async () => (await connectedClient()).client,
    steps: [
      {
        state: 'form with quotes',
        reach: async (client) => {
          await openView('OnRampProviders', { amount: '50' })(client)
          await visible(page.getByText('Best'))
        },
      },
    ],
  },
  {
    view: 'EmailLogin',
    start: async () => {
      const frame = createFrameDouble({
        CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
        IS_CONNECTED: reply({ isConnected: false }),
      })
      const client = track(
        createTestClient({ fetch: serverDouble(), embeddedWallet: frame.config }),
      )
      renderWithLatch(null, client)
      return client
    },
    steps: [
      {
        state: 'an invalid email (Connect)',
        reach: async (client) => {
          await act(() => client.open())
          const field = page.getByRole('textbox', { name: 'Email address' })
          await visible(field)
          await userEvent.fill(field.element(), 'not an email')
          await button('Continue').click()
          await visible(page.getByRole('alert'))
        },
      },
      {
        state: 'the code step',
        reach: async () => {
          const field = page.getByRole('textbox', { name: 'Email address' })
          await userEvent.fill(field.element(), EMBEDDED_USER.email)
          await button('Continue').click()
          await visible(page.getByText('Enter the code we sent to'))
        },
      },
    ],
  },
  {
    view: 'UpdateEmailWallet',
    start: emailClient,
    steps: [
      {
        state: 'the new email field',
        reach: async (client) => {
          await act(() => client.open())
          await page.getByRole('button', { name: /Update email/ }).click()
          await visible(page.getByRole('textbox', { name: 'New email address' }))
        },
      },
      {
        state: 'the code to the current email',
        reach: async () => {
          const field = page.getByRole('textbox', { name: 'New email address' })
          await userEvent.fill(field.element(), 'ada@new.example')
          await button('Continue').click()
          await visible(page.getByText('Enter the code we sent to your current email'))
        },
      },
    ],
  },
  {
    view: 'ApproveTransaction',
    start: emailClient,
    steps: [
      {
        state: 'waiting for approval',
        reach: async (client) => {
          void client.signMessage({ message: 'hello' }).catch(() => {})
          await visible(heading('Approve Transaction'))
        },
      },
    ],
  },
  {
    view: 'RegisterAccountName',
    start: emailClient,
    steps: [
      {
        state: 'a taken name',
        reach: async (client) => {
          await act(() => client.open())
          await page.getByRole('button', { name: /Choose a name/ }).click()
          const field = page.getByRole('textbox', { name: 'Account name' })
          await visible(field)
          await userEvent.fill(field.element(), 'alice')
          await expect
            .poll(() => root().querySelector('.latch-register-status')?.textContent, {
              timeout: 10_000,
            })
            .toBe('alice.latch is taken')
        },
      },
    ],
  },
  {
    view: 'RegisterAccountNameSuccess',
    start: emailClient,
    steps: [
      {
        state: 'the registered name',
        reach: async (client) => {
          await act(() => client.open())
          // The route the form takes once the server registered the name.
          act(() =>
            client.store.setState((state) => ({
              history: [
                ...state.history,
                { view: 'RegisterAccountNameSuccess', params: { name: 'ada-1234.latch' } },
              ],
            })),
          )
          await visible(button('Back to account'))
        },
      },
    ],
  },
]
