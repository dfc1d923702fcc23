import { createLatch, createMemoryStorage, type LatchClient, type LatchOptions } from '@latch/core'
import type { OnrampQuoteBody } from '@latch/core/api'
import { latchDevnet, solanaDevnet } from '@latch/core/networks'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { createScriptedAdapter } from '../../../../core/src/test/createScriptedAdapter.ts'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'

const CHAIN = latchDevnet.caipNetworkId
const ADDRESS = '0x00000000000000000000000000000000000000aa'
const network = (contract: string) => ({
  name: 'latch-devnet',
  display_name: 'Latch Devnet',
  chain_id: '31337',
  contract_address: contract,
})
const OPTIONS = {
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [network('0xusdc')] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('')] },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ],
  })),
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function quote(provider: string, body: OnrampQuoteBody, percent: number, estimated = false) {
  const total = Number(body.amount)
  const fee = Math.round(total * percent) / 100
  const fiat = (amount: number) => ({ amount: amount.toFixed(2), currency: body.paymentCurrency })
  return {
    provider,
    providerName: estimated ? 'Estimate' : provider === 'coinbase' ? 'Coinbase' : 'MoonPay',
    purchaseAmount: { amount: (total - fee).toFixed(2), currency: body.purchaseCurrency },
    paymentSubtotal: fiat(total - fee),
    paymentTotal: fiat(total),
    networkFee: fiat(0),
    providerFee: fiat(fee),
    quoteId: `${provider}-q`,
    ...(estimated ? { estimated: true } : {}),
  }
}

const clients: LatchClient[] = []
const realOpen = window.open
afterEach(() => {
  cleanup()
  window.open = realOpen
  for (const client of clients.splice(0)) client.destroy()
})

type Setup = { down?: boolean; statuses?: string[] } & Partial<LatchOptions>

/** Connected as 0x…aa on Latch Devnet; the server's on-ramp calls answered on the client's fetch. */
async function setup({ down, statuses = ['pending', 'completed'], ...options }: Setup = {}) {
  const usdc = { value: '500' }
  const api: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    if (url.pathname === '/v1/supported-chains') return json({ http: [CHAIN], ws: [] })
    if (url.pathname === '/v1/onramp/options') return json(OPTIONS)
    if (url.pathname === '/v1/onramp/quote') {
      return json({
        quotes: down
          ? [quote('coinbase', body, 2, true)]
          : [quote('coinbase', body, 1.5), quote('moonpay', body, 1)],
      })
    }
    if (url.pathname === '/v1/generators/onrampurl') {
      return json({ url: `https://provider.test/${body.provider}?w=${ADDRESS}`, orderId: 'o-1' })
    }
    if (url.pathname.startsWith('/v1/onramp/orders/')) {
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!
      if (status === 'completed') usdc.value = '549.5'
      return json({
        id: 'o-1',
        status,
        purchaseAmount: '49.50',
        currency: 'USDC',
        network: 'latch-devnet',
        address: ADDRESS,
      })
    }
    if (url.pathname.endsWith('/history')) return json({ data: [], next: null })
    if (url.pathname.endsWith('/balance')) {
      return json({
        balances: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: CHAIN,
            address: `${CHAIN}:0xusdc`,
            value: 0,
            price: 1,
            quantity: { decimals: '6', numeric: usdc.value },
            iconUrl: '',
          },
        ],
      })
    }
    return json({ error: 'not_found' }, 404)
  }
  const client = createLatch({
    projectId: 'latch-test',
    networks: [latchDevnet, solanaDevnet],
    adapters: [createScriptedAdapter().adapter],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
    fetch: api,
    ...options,
  })
  clients.push(client)
  await client.connect({ connectorId: 'dev.wallet' })
  renderWithLatch(<span />, client, { strict: true })
  return { client }
}

const amount = () => page.getByRole('textbox', { name: 'You pay' })
const submit = () => getModalHost().root.querySelector<HTMLButtonElement>('button[type=submit]')

describe('Buy', () => {
  test('50 USD of USDC: both quotes side by side, best first; Continue opens the window in the click, then waits and shows what arrived', async () => {
    const { client } = await setup()
    const opened: { location: { href: string }; opener: unknown; closed: boolean }[] = []
    window.open = (() => {
      // Called synchronously from the click: still inside the user's gesture.
      const popup = {
        location: { href: 'about:blank' },
        opener: {},
        closed: false,
        document: { title: '', body: {} },
        close() {},
      }
      opened.push(popup)
      return popup
    }) as unknown as typeof window.open
    await act(() => client.open({ view: 'OnRampProviders' }))
    await expect.element(page.getByRole('radio', { name: 'USDC' })).toBeChecked()
    await userEvent.fill(amount().element(), '50')
    await expect.element(page.getByText('Best')).toBeVisible()
    const cards = [...getModalHost().root.querySelectorAll('.latch-onramp-quote')]
    expect(cards.map((card) => card.getAttribute('data-provider'))).toEqual(['moonpay', 'coinbase'])
    expect(cards[0]?.textContent).toContain('49.500 USDC')
    expect(cards[1]?.textContent).toContain('0.75 USD')
    await expect.element(page.getByRole('button', { name: 'Continue with MoonPay' })).toBeVisible()
    await page.getByText('Coinbase', { exact: true }).click()
    await page.getByRole('button', { name: 'Continue with Coinbase' }).click()
    expect(opened).toHaveLength(1)
    await expect.element(page.getByText('Waiting for your purchase')).toBeVisible()
    expect(opened[0]?.location.href).toBe(`https://provider.test/coinbase?w=${ADDRESS}`)
    await expect.element(page.getByRole('link', { name: 'Reopen Coinbase' })).toBeVisible()
    await expect.element(page.getByText('Purchase complete'), { timeout: 8_000 }).toBeVisible()
    await expect.element(page.getByText('You received 49.500 USDC from Coinbase.')).toBeVisible()
    await expect.element(page.getByText(/USDC balance:/)).toHaveTextContent('549.500')
  })

  test('limits said under the field: 5 and 8,000 USD by card refused, 20,000 by bank account allowed', async () => {
    const { client } = await setup()
    await act(() => client.open({ view: 'OnRampProviders', arguments: { amount: '5' } }))
    await expect.element(page.getByText('Minimum is 10.00 USD').first()).toBeVisible()
    await expect.element(amount()).toHaveAttribute('aria-invalid', 'true')
    expect(submit()?.disabled).toBe(true)
    await userEvent.fill(amount().element(), '8000')
    await expect.element(page.getByText('Maximum is 7,500.00 USD').first()).toBeVisible()
    await page.getByText('Bank account').click()
    await userEvent.fill(amount().element(), '20000')
    await expect.element(page.getByText('Bank account: 10.00 to 25,000.00 USD')).toBeVisible()
    await expect.element(page.getByRole('button', { name: /^Continue with/ })).toBeEnabled()
  })

  test('providers down: the estimate is marked and cannot be continued with', async () => {
    const { client } = await setup({ down: true })
    await act(() => client.open({ view: 'OnRampProviders', arguments: { amount: '50' } }))
    await expect.element(page.getByText('Estimated', { exact: true })).toBeVisible()
    await expect.element(page.getByText(/These are estimates only/)).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'Providers unavailable, try again later' }))
      .toBeDisabled()
  })
})

describe('Buy in other languages', () => {
  // Data, not the kit's texts: tokens (and monograms), currencies, providers, the network, the
  // account's address shortened.
  const DATA = ['USDC', 'USD Coin', 'ETH', 'Ether', 'US', 'ET', 'USD', 'EUR', 'Coinbase', 'MoonPay']
  DATA.push('Latch Devnet', '0x00…0000aa')
  const view = () => getModalHost().root.querySelector('.latch-view') as Element

  test("every text comes from the catalogue: a refused amount, the quotes, the provider's window", async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client } = await setup({ locale: 'es' })
    window.open = (() => ({
      location: { href: 'about:blank' },
      opener: {},
      closed: false,
      document: { title: '', body: {} },
      close() {},
    })) as unknown as typeof window.open
    await act(() => client.open({ view: 'OnRampProviders', arguments: { amount: '5' } }))
    await expect.poll(() => view()?.textContent).toContain('⟦Minimum is 10,00 USD⟧')
    expect(untranslatedTexts(view(), DATA)).toEqual([])
    await userEvent.fill(page.getByRole('textbox', { name: '⟦You pay⟧' }).element(), '50')
    await expect.element(page.getByText('⟦Best⟧')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
    await page.getByRole('button', { name: '⟦Continue with MoonPay⟧' }).click()
    await expect.element(page.getByText('⟦Waiting for your purchase⟧')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
  })

  test('in German, loaded on demand: the limit written the German way', async () => {
    const { client } = await setup({ locale: 'de' })
    await act(() => client.open({ view: 'OnRampProviders', arguments: { amount: '8000' } }))
    await expect
      .element(page.getByText('Höchstens 7.500,00 USD').first(), { timeout: 10_000 })
      .toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Sie zahlen' })).toBeVisible()
    await expect.element(page.getByText('Bezahlen mit')).toBeVisible()
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the form with quotes', async () => {
    const { client } = await setup({ themeMode })
    await act(() => client.open({ view: 'OnRampProviders', arguments: { amount: '50' } }))
    await expect.element(page.getByText('Best')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
