import { createLatch, createMemoryStorage, type LatchClient, type LatchOptions } from '@latch/core'
import type { AdapterSendTransactionParameters, ChainAdapter } from '@latch/core/adapter'
import { NATIVE_TOKEN_ADDRESS } from '@latch/core/api'
import { latchDevnet, mainnet, solanaDevnet } from '@latch/core/networks'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import {
  createScriptedAdapter,
  walletError,
} from '../../../../core/src/test/createScriptedAdapter.ts'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'

const CHAIN = latchDevnet.caipNetworkId
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const USDC = `${CHAIN}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`
const DAI = `${CHAIN}:0xb19b36b1456E65E3A6D514D3F715f204BD59f431`
const RPC = 'http://rpc.swap.test/'
const TOKENS = [
  { address: ETH, symbol: 'ETH', name: 'Ether', decimals: 18, logoUri: '' },
  { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, logoUri: '' },
  { address: DAI, symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, logoUri: '' },
]
const DECIMALS: Record<string, number> = { [ETH]: 18, [USDC]: 6, [DAI]: 18 }
const PRICES: Record<string, number> = { [ETH]: 3000, [USDC]: 1, [DAI]: 1 }
const balance = (symbol: string, numeric: string, address?: string) => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  ...(address ? { address } : {}),
  value: 0,
  price: address ? 1 : 3000,
  quantity: { decimals: String(address === USDC ? 6 : 18), numeric },
  iconUrl: '',
})

/** A swap as the server's history lists it: a trade, the USDC that left and the DAI that came. */
const TRADE = {
  id: 'trade-1',
  metadata: {
    minedAt: '2026-11-25T12:00:00.000Z',
    chain: CHAIN,
    operationType: 'trade',
    status: 'confirmed',
    sentFrom: '0x00000000000000000000000000000000000000aa',
    sentTo: '0x00000000000000000000000000000000000000cc',
  },
  transfers: [
    { fungible_info: { symbol: 'USDC' }, quantity: { numeric: '100' }, direction: 'out' },
    { fungible_info: { symbol: 'DAI' }, quantity: { numeric: '99.69' }, direction: 'in' },
  ],
}

type Setup = {
  /** What the pools pay against the prices (the 0.3 % fee aside); a test moves it. */
  pool?: { factor: number }
  allowance?: { value: bigint }
  receipts?: ('0x1' | '0x0')[]
  sendErrors?: unknown[]
  unsupported?: boolean
  onSend?: () => void
} & Partial<LatchOptions>

/** Base units of `to` that `amount` of `from` buys: the price ratio, less 0.3 %, times `factor`. */
function amountOut(from: string, to: string, amount: bigint, factor: number): bigint {
  const rate = BigInt(Math.round((PRICES[from]! / PRICES[to]!) * 0.997 * factor * 1e6))
  return (amount * rate * 10n ** BigInt(DECIMALS[to]!)) / 10n ** BigInt(DECIMALS[from]! + 6)
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

const clients: LatchClient[] = []
const realFetch = window.fetch
afterEach(() => {
  cleanup()
  window.fetch = realFetch
  for (const client of clients.splice(0)) client.destroy()
})

/**
 * Connected as 0x…aa on Latch Devnet with 1.5 ETH and 500 USDC; the server's convert calls
 * answered from a price table, the chain's receipts from `receipts` (its RPC is stubbed on the
 * page's fetch); transactions the wallet is asked for are recorded.
 */
async function setup(options: Setup = {}) {
  const { pool = { factor: 1 }, allowance = { value: 0n }, unsupported, ...latchOptions } = options
  const receipts = [...(options.receipts ?? [])]
  const sendErrors = [...(options.sendErrors ?? [])]
  window.fetch = async (input, init) => {
    if (String(input) !== RPC) return realFetch(input, init)
    return json({ jsonrpc: '2.0', id: 1, result: { status: receipts.shift() ?? '0x1' } })
  }
  const api: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    const query = Object.fromEntries(url.searchParams)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    switch (url.pathname) {
      case '/v1/supported-chains':
        return json({ http: [CHAIN], ws: [] })
      case '/v1/convert/tokens':
        return unsupported
          ? json(
              { error: 'swaps_unsupported_network', message: 'Network not supported for Swaps' },
              400,
            )
          : json({ tokens: TOKENS })
      case '/v1/fungible/price':
        return json({
          fungibles: body.addresses.map((address: string) => ({ address, price: PRICES[address] })),
        })
      case '/v1/convert/allowance':
        return json({ allowance: String(allowance.value) })
      case '/v1/convert/quotes': {
        const { from = '', to = '' } = query
        const fromAmount = BigInt(query.amount ?? '0')
        return json({
          quotes: [
            {
              from,
              to,
              fromAmount: String(fromAmount),
              toAmount: String(amountOut(from, to, fromAmount, pool.factor)),
              path: [from, to],
              priceImpact: 0.31,
              gas: '120000',
              gasPrice: '1000000000',
              fee: '120000000000000',
            },
          ],
        })
      }
      case '/v1/convert/build-approve':
        return json({ tx: { from: '0xaa', to: '0xusdc', data: '0x095ea7b3', value: '0' } })
      case '/v1/convert/build-transaction': {
        const toAmount = amountOut(body.from, body.to, BigInt(body.amount), pool.factor)
        return json({
          tx: { from: '0xaa', to: '0xrouter', data: '0x38ed1739', value: '0', gas: '150000' },
          fromAmount: body.amount,
          toAmount: String(toAmount),
          toAmountMin: String((toAmount * 99n) / 100n),
          path: [body.from, body.to],
          slippage: 1,
          deadline: 0,
        })
      }
    }
    if (url.pathname.endsWith('/history')) {
      return json({ data: [TRADE], next: null })
    }
    if (url.pathname.endsWith('/balance')) {
      return json({
        balances: [balance('ETH', '1.5'), balance('USDC', '500', USDC)],
      })
    }
    return json({ error: 'not_found' }, 404)
  }
  const scripted = createScriptedAdapter()
  const sent: AdapterSendTransactionParameters[] = []
  const adapter: ChainAdapter = {
    ...scripted.adapter,
    async sendTransaction(parameters) {
      sent.push(parameters)
      options.onSend?.()
      const error = sendErrors.shift()
      if (error) throw error
      return `0x${String(sent.length).repeat(64)}`
    },
  }
  const client = createLatch({
    projectId: 'latch-test',
    networks: [{ ...latchDevnet, rpcUrls: { default: { http: [RPC] } } }, mainnet, solanaDevnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
    fetch: api,
    ...latchOptions,
  })
  clients.push(client)
  await client.connect({ connectorId: 'dev.wallet' })
  await expect.poll(() => client.getState().accounts.eip155?.balance).toBe('1.5')
  const events: string[] = []
  client.subscribeEvents(({ data }) => events.push(data.event))
  renderWithLatch(<span />, client, { strict: true })
  return { client, sent, events, pool, allowance }
}

const field = (name: string) => page.getByRole('textbox', { name })
const submit = () => getModalHost().root.querySelector<HTMLButtonElement>('button[type=submit]')

describe('Swap', () => {
  test('100 USDC → DAI from arguments: balances, the quote (rate, impact, minimum, fee in ETH and $), Approve first', async () => {
    const { client, events } = await setup()
    await act(() =>
      client.open({
        view: 'Swap',
        arguments: { fromToken: 'USDC', toToken: 'DAI', amount: '100' },
      }),
    )
    await expect.element(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
    await expect.element(field('You pay')).toHaveValue('100')
    await expect.element(page.getByText('Balance 500.000')).toBeVisible()
    await expect.element(field('You receive')).toHaveValue('99.7')
    const quote = page.getByRole('definition')
    await expect.element(page.getByText('1 USDC = 0.997 DAI')).toBeVisible()
    await expect.element(page.getByText('0.31%')).toBeVisible()
    await expect.element(page.getByText('98.703 DAI')).toBeVisible()
    await expect.element(page.getByText('≈ 0.00018 ETH')).toBeVisible()
    await expect.element(page.getByText('($0.54)')).toBeVisible()
    expect(quote.elements().length).toBeGreaterThan(3)
    await expect.element(page.getByRole('button', { name: 'Approve USDC' })).toBeEnabled()
    expect(events.filter((event) => event === 'OPEN_SWAP')).toHaveLength(1)
  })

  test('the button says exactly why it is disabled: no amount, not enough balance, not enough ETH for the fee', async () => {
    const { client } = await setup()
    await act(() => client.open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'DAI' } }))
    await expect.element(page.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
    await userEvent.fill(field('You pay').element(), '600')
    await expect.element(page.getByRole('button', { name: 'Not enough USDC' })).toBeDisabled()
    expect(field('You pay').element().getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('button', { name: 'Switch the tokens' }).click()
    await page.getByRole('button', { name: /You pay: change token/ }).click()
    await page.getByRole('button', { name: /^ETH/ }).click()
    await userEvent.fill(field('You pay').element(), '1.5')
    await expect
      .element(page.getByRole('button', { name: 'Not enough ETH for the network fee' }))
      .toBeDisabled()
    await page.getByRole('button', { name: 'Max amount' }).click()
    await expect.element(field('You pay')).toHaveValue('1.499712')
    await expect.element(page.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
  })

  test('the token list: held tokens first, search by symbol, name or address; picking returns to the form', async () => {
    const { client } = await setup()
    await act(() => client.open({ view: 'Swap' }))
    await page.getByRole('button', { name: /You receive: change token/ }).click()
    const list = page.getByRole('list', { name: 'Tokens to receive' })
    await expect.element(list).toBeVisible()
    const symbols = () =>
      [...list.element().querySelectorAll('.latch-wallet-name')].map((node) => node.textContent)
    expect(symbols()).toEqual(['ETH', 'USDC', 'DAI'])
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search tokens' }).element(), 'stable')
    await expect.poll(symbols).toEqual(['DAI'])
    await userEvent.fill(
      page.getByRole('searchbox', { name: 'Search tokens' }).element(),
      USDC.split(':')[2]!.toLowerCase(),
    )
    await expect.poll(symbols).toEqual(['USDC'])
    await list.getByRole('button', { name: /USDC/ }).click()
    await expect.element(field('You receive')).toBeVisible()
    expect(client.getState().swap?.toToken).toBe(USDC)
  })

  test('keyboard: the token list and the form each take focus when the pressed control goes away', async () => {
    const { client } = await setup()
    await act(() => client.open({ view: 'Swap' }))
    const root = getModalHost().root
    const change = page.getByRole('button', { name: /You receive: change token/ })
    await expect.element(change).toBeVisible()
    ;(change.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    const list = page.getByRole('list', { name: 'Tokens to receive' })
    await expect.element(list).toBeVisible()
    // The pressed button went with the form: focus is on the list's first control, not <body>.
    await expect
      .poll(() => root.activeElement?.getAttribute('aria-label') ?? root.activeElement?.tagName)
      .toBeTruthy()
    const inList = root.activeElement
    expect(inList?.closest('dialog')).not.toBeNull()
    expect(inList).not.toBe(inList?.closest('dialog'))
    ;(list.getByRole('button', { name: /USDC/ }).element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(field('You receive')).toBeVisible()
    // Back on the form: focus is inside it again.
    const onForm = root.activeElement
    expect(onForm?.closest('dialog')).not.toBeNull()
    expect(onForm).not.toBe(onForm?.closest('dialog'))
    expect(client.getState().swap?.toToken).toBe(USDC)
  })

  test('approve, then swap: "Approve in your wallet", Swap, then Swapped; two transactions with their gas', async () => {
    const shown: string[] = []
    const { client, sent, allowance, events } = await setup({
      // What the view says while the wallet is asked.
      onSend: () =>
        shown.push(getModalHost().root.querySelector('.latch-status-text')?.textContent ?? ''),
    })
    await act(() =>
      client.open({ view: 'Swap', arguments: { fromToken: USDC, toToken: DAI, amount: '100' } }),
    )
    await expect.element(page.getByRole('button', { name: 'Approve USDC' })).toBeEnabled()
    // What the approval leaves on chain, read once it is mined.
    allowance.value = 100_000_000n
    await page.getByRole('button', { name: 'Approve USDC' }).click()
    await expect.element(page.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.element(page.getByText('Swapped', { exact: true })).toBeVisible()
    await expect.element(page.getByText('100.000 USDC for 99.700 DAI')).toBeVisible()
    expect(sent.map(({ to, gas }) => ({ to, gas }))).toEqual([
      { to: '0xusdc', gas: undefined },
      { to: '0xrouter', gas: 150_000n },
    ])
    expect(shown).toEqual([
      'Approve in your walletAllow the swap to spend 100.000 USDC in Dev Wallet. The swap itself comes next.',
      'Approve in your walletConfirm swapping 100.000 USDC for 99.700 DAI in Dev Wallet.',
    ])
    expect(events).toEqual(expect.arrayContaining(['SWAP_INITIATED', 'SWAP_SUCCESS']))
    await page.getByRole('button', { name: 'Done' }).click()
    expect(client.getState().swap).toBeUndefined()
  })

  test('the price moves past 1 % while the wallet asks: the swap fails on chain; "Get a fresh quote" shows the new price', async () => {
    const pool = { factor: 1 }
    const { client, sent } = await setup({
      pool,
      allowance: { value: 10n ** 30n },
      receipts: ['0x0'],
      onSend: () => {
        pool.factor = 0.95
      },
    })
    await act(() =>
      client.open({ view: 'Swap', arguments: { fromToken: USDC, toToken: DAI, amount: '100' } }),
    )
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.element(page.getByText('The price moved')).toBeVisible()
    await expect.element(page.getByText(/your tokens did not move/)).toBeVisible()
    expect(page.getByRole('button', { name: 'Try again' }).query()).toBeNull()
    await page.getByRole('button', { name: 'Get a fresh quote' }).click()
    await expect.element(field('You receive')).toHaveValue('94.715')
    expect(sent).toHaveLength(1)
  })

  test('declined in the wallet: says so; Try again asks again', async () => {
    const { client, sent } = await setup({
      allowance: { value: 10n ** 30n },
      sendErrors: [walletError(4001)],
    })
    await act(() =>
      client.open({ view: 'Swap', arguments: { fromToken: USDC, toToken: DAI, amount: '1' } }),
    )
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.element(page.getByText('Transaction rejected')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('Swapped', { exact: true })).toBeVisible()
    expect(sent).toHaveLength(2)
  })

  test("a network the server doesn't route: 'Network not supported for Swaps', no swap button", async () => {
    const { client } = await setup({ unsupported: true })
    await act(() => client.open({ view: 'Swap' }))
    await expect.element(page.getByText('Network not supported for Swaps')).toBeVisible()
    expect(submit()).toBeNull()
    expect(page.getByRole('button', { name: /^Swap/ }).query()).toBeNull()
  })
})

describe('Swap in other languages', () => {
  // Data, not the kit's texts: the tokens (and their monograms), the wallet.
  const DATA = ['USDC', 'DAI', 'ETH', 'USD Coin', 'Dai Stablecoin', 'Ether', 'US', 'DA', 'ET']
  const view = () => getModalHost().root.querySelector('.latch-view') as Element

  test('every text comes from the catalogue: the form and its quote, the token list, the result', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client } = await setup({ locale: 'es', allowance: { value: 10n ** 30n } })
    await act(() =>
      client.open({ view: 'Swap', arguments: { fromToken: USDC, toToken: DAI, amount: '100' } }),
    )
    await expect.element(page.getByText('⟦Minimum received⟧')).toBeVisible()
    await expect.element(page.getByRole('button', { name: '⟦Swap⟧' })).toBeEnabled()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
    await page.getByRole('button', { name: /⟦You receive⟧: change token/ }).click()
    await expect.element(page.getByText('⟦Choose the token to receive⟧')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
    await page.getByRole('button', { name: /^DAI/ }).click()
    await page.getByRole('button', { name: '⟦Swap⟧' }).click()
    await expect.element(page.getByText('⟦Swapped⟧')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
  })

  test('in Japanese, loaded on demand: the button says why in Japanese', async () => {
    const { client } = await setup({ locale: 'ja' })
    await act(() =>
      client.open({ view: 'Swap', arguments: { fromToken: USDC, toToken: DAI, amount: '600' } }),
    )
    await expect
      .element(page.getByRole('button', { name: 'USDCが不足しています' }), { timeout: 10_000 })
      .toBeDisabled()
    await expect.element(field('支払う')).toHaveValue('600')
    await expect.element(page.getByText('価格への影響')).toBeVisible()
  })

  test('in German: the rate, the price impact and the fee in dollars written the German way', async () => {
    const { client } = await setup({ locale: 'de' })
    await act(() =>
      client.open({ view: 'Swap', arguments: { fromToken: USDC, toToken: DAI, amount: '100' } }),
    )
    await expect.element(page.getByText('1 USDC = 0,997 DAI'), { timeout: 10_000 }).toBeVisible()
    await expect.element(page.getByText('0,31 %')).toBeVisible()
    await expect.element(page.getByText('(0,54 $)')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'USDC freigeben' })).toBeEnabled()
  })
})

describe('the Account view offers Swap', () => {
  const features = () =>
    [...getModalHost().root.querySelectorAll('.latch-feature')].map((button) => button.textContent)

  test('where the server routes swaps; the button opens Swap', async () => {
    const { client } = await setup()
    await act(() => client.open({ view: 'Account' }))
    await expect.poll(features).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.element(field('You pay')).toBeVisible()
  })

  test('not where it answers swaps_unsupported_network', async () => {
    const { client } = await setup({ unsupported: true })
    await act(() => client.open({ view: 'Account' }))
    await expect.poll(() => client.getState().swapTokens?.[CHAIN]?.status).toBe('unsupported')
    await expect.poll(features).toEqual(['Buy', 'Receive', 'Send'])
  })

  test('not with the swaps feature off (and the server is not asked)', async () => {
    const { client } = await setup({ features: { swaps: false } })
    await act(() => client.open({ view: 'Account' }))
    await expect.poll(features).toEqual(['Buy', 'Receive', 'Send'])
    expect(client.getState().swapTokens).toBeUndefined()
  })
})

test("a swap in the Account's Activity: a trade with both legs", async () => {
  const { client } = await setup()
  await act(() => client.open({ view: 'Account' }))
  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect.element(page.getByText('+99.690 DAI')).toBeVisible()
  const row = getModalHost().root.querySelector('.latch-activity[data-operation=trade]')
  expect(row?.textContent).toContain('−100.000 USDC')
  // The two legs say it all: no "to 0x…" party line.
  expect(row?.textContent).not.toContain('to 0x')
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the form with a quote, the token list and the result have no violations', async () => {
    const { client } = await setup({ themeMode, allowance: { value: 10n ** 30n } })
    await act(() =>
      client.open({ view: 'Swap', arguments: { fromToken: USDC, toToken: DAI, amount: '100' } }),
    )
    await expect.element(page.getByText('1 USDC = 0.997 DAI')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await page.getByRole('button', { name: /You receive: change token/ }).click()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await page.getByRole('button', { name: /^DAI/ }).click()
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.element(page.getByText('Swapped', { exact: true })).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
