import {
  createLatch,
  createMemoryStorage,
  type LatchClient,
  LatchError,
  type LatchOptions,
} from '@latch/core'
import type { ChainAdapter, SendTokenAdapterParameters } from '@latch/core/adapter'
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
import { cleanupWallets, TEST_NETWORKS } from '../../test/wallets.ts'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDT = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const HASH = `0x${'cd'.repeat(32)}`
const AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#0f9d8a"/></svg>')}`
const FEE_WEI = 42_000_000_000_000n // 0.000042 ETH

const clients: LatchClient[] = []
afterEach(() => {
  cleanup()
  cleanupWallets()
  for (const client of clients.splice(0)) client.destroy()
})

const USDT_BALANCE = {
  name: 'Tether USD',
  symbol: 'USDT',
  chainId: 'eip155:31337',
  address: `eip155:31337:${USDT}`,
  value: 100,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
}
const ETH_BALANCE = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 4500,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

/**
 * The blockchain API as the kit's server answers it: bob.latch on chain 31337 (other names are
 * unknown), the chains it serves and the account's balances.
 */
const profileFetch: typeof fetch = async (input) => {
  const url = new URL(String(input))
  if (url.pathname === '/v1/supported-chains') {
    return new Response(JSON.stringify({ http: ['eip155:31337'], ws: [] }), { status: 200 })
  }
  if (url.pathname.endsWith('/balance')) {
    return new Response(JSON.stringify({ balances: [ETH_BALANCE, USDT_BALANCE] }), { status: 200 })
  }
  if (url.pathname === '/v1/profile/account/bob.latch') {
    const body = { addresses: { '2147514985': { address: BOB } }, attributes: { avatar: AVATAR } }
    return new Response(JSON.stringify(body), { status: 200 })
  }
  return new Response('{"error":"not_found"}', { status: 404 })
}

/** Connected as 0x…aa on Latch Devnet with 1.5 ETH and 100 USDT; sends are recorded. */
async function setup(
  options: { sendErrors?: unknown[]; feeError?: unknown } & Partial<LatchOptions> = {},
) {
  const { sendErrors = [], feeError, ...latchOptions } = options
  const scripted = createScriptedAdapter()
  const sends: SendTokenAdapterParameters[] = []
  const adapter: ChainAdapter = {
    ...scripted.adapter,
    async sendToken(parameters) {
      sends.push(parameters)
      const error = sendErrors.shift()
      if (error) throw error
      return HASH
    },
    async estimateSendFee() {
      if (feeError) throw feeError
      return FEE_WEI
    },
  }
  const client = createLatch({
    projectId: 'latch-test',
    networks: TEST_NETWORKS,
    adapters: [adapter],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
    fetch: profileFetch,
    ...latchOptions,
  })
  clients.push(client)
  await client.connect({ connectorId: 'dev.wallet' })
  await expect.poll(() => client.getState().accounts.eip155?.balance).toBe('1.5')
  client.store.setState((state) => ({
    accounts: {
      ...state.accounts,
      eip155: {
        ...state.accounts.eip155!,
        // What the token client reads (it reads it again when the view opens, if present).
        tokenBalance: [ETH_BALANCE, USDT_BALANCE],
      } as never,
    },
  }))
  const events: string[] = []
  client.subscribeEvents(({ data }) => events.push(data.event))
  renderWithLatch(<span />, client, { strict: true })
  return { client, sends, events }
}

const field = (name: string) => page.getByRole('textbox', { name })
const review = () => page.getByRole('button', { name: 'Review' })

describe('WalletSend', () => {
  test('opens on the native token with its balance; more than the balance is refused', async () => {
    const { client, events } = await setup()
    void client.open({ view: 'WalletSend' }).catch(() => {})
    await expect.element(page.getByRole('heading', { name: 'Send' })).toBeVisible()
    await expect.element(field('Amount')).toBeVisible()
    await expect.element(page.getByText('Balance 1.500 ETH')).toBeVisible()
    await userEvent.fill(field('Amount').element(), '2')
    await userEvent.fill(field('To').element(), BOB)
    await expect.element(page.getByText('Not enough ETH')).toBeVisible()
    await expect.element(review()).toBeDisabled()
    expect(events.filter((event) => event === 'OPEN_SEND')).toHaveLength(1)
  })

  test('a review whose amount a refreshed balance no longer covers goes back to the form', async () => {
    const { client } = await setup()
    void client.open({ view: 'WalletSend' }).catch(() => {})
    await expect.element(field('Amount')).toBeVisible()
    await userEvent.fill(field('Amount').element(), '1')
    await userEvent.fill(field('To').element(), BOB)
    await review().click()
    await expect.element(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    act(() =>
      client.store.setState((state) => ({
        accounts: {
          ...state.accounts,
          eip155: {
            ...state.accounts.eip155!,
            tokenBalance: [{ ...ETH_BALANCE, quantity: { decimals: '18', numeric: '0.5' } }],
          } as never,
        },
      })),
    )
    await expect.element(page.getByText('Not enough ETH')).toBeVisible()
    await expect.element(review()).toBeDisabled()
  })

  test('12.5 USDT to bob.latch: the name shows its address and avatar, review, send, the hash; open() resolves', async () => {
    const { client, sends, events } = await setup()
    const opened = client.open({ view: 'WalletSend' })
    await page.getByRole('button', { name: /change token/ }).click()
    await page.getByRole('button', { name: /Tether USD/ }).click()
    await expect.element(page.getByText('Balance 100.000 USDT')).toBeVisible()
    await userEvent.fill(field('Amount').element(), '12.5')
    await userEvent.fill(field('To').element(), 'bob.latch')
    await expect.element(page.getByText('bob.latch is 0x70…dc79C8')).toBeVisible()
    const avatar = getModalHost().root.querySelector<HTMLImageElement>('.latch-send-avatar')
    expect(avatar?.src).toBe(AVATAR)
    await expect.element(page.getByText('≈ 0.000042 ETH')).toBeVisible()
    await review().click()
    await expect.element(page.getByText(BOB)).toBeVisible()
    await expect.element(page.getByText('12.5 USDT')).toBeVisible()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.element(page.getByText('Sent', { exact: true })).toBeVisible()
    expect(sends).toHaveLength(1)
    expect(sends[0]).toMatchObject({
      to: BOB,
      amount: 12_500_000n,
      token: { address: USDT, decimals: 6 },
    })
    expect(await opened).toEqual({ hash: HASH })
    expect(events).toEqual(expect.arrayContaining(['OPEN_SEND', 'SEND_INITIATED', 'SEND_SUCCESS']))
    // Latch Devnet has no explorer: no link to nowhere.
    expect(getModalHost().root.querySelector('.latch-send-link')).toBeNull()
  })

  test('keyboard: each new step takes focus (Enter on the form, then on Send), none drops it', async () => {
    const { client } = await setup()
    void client.open({ view: 'WalletSend' }).catch(() => {})
    await expect.element(field('Amount')).toBeVisible()
    const root = getModalHost().root
    // Opening puts focus on the view's first control.
    await expect.poll(() => root.activeElement?.textContent).toMatch(/change token/)
    await userEvent.fill(field('Amount').element(), '0.5')
    await userEvent.fill(field('To').element(), BOB)
    await expect.element(page.getByText('≈ 0.000042 ETH')).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByText(BOB)).toBeVisible()
    // The Review button went away with the form: focus is on the review's first control.
    expect(root.activeElement?.textContent).toBe('Edit')
    await userEvent.keyboard('{Tab}')
    expect(root.activeElement?.textContent).toBe('Send')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByText('Sent', { exact: true })).toBeVisible()
    await expect.poll(() => root.activeElement?.textContent).toBe('Done')
  })

  test("an unknown name: 'Error resolving name', and no review", async () => {
    const { client } = await setup()
    void client.open({ view: 'WalletSend' }).catch(() => {})
    await expect.element(field('Amount')).toBeVisible()
    await userEvent.fill(field('Amount').element(), '0.1')
    await userEvent.fill(field('To').element(), 'nobody.latch')
    await expect.element(page.getByText('Error resolving name')).toBeVisible()
    await expect.element(review()).toBeDisabled()
  })

  test('declined in the wallet: says so; Try again sends again', async () => {
    const { client, sends, events } = await setup({ sendErrors: [walletError(4001)] })
    void client.open({ view: 'WalletSend', arguments: { amount: '0.5', to: BOB } })
    await review().click()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.element(page.getByText('Transaction rejected')).toBeVisible()
    expect(events).toContain('SEND_REJECTED')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('Sent', { exact: true })).toBeVisible()
    expect(sends).toHaveLength(2)
    expect(sends[1]?.amount).toBe(500_000_000_000_000_000n)
  })

  test('Max on the native token leaves the network fee', async () => {
    const { client } = await setup()
    void client.open({ view: 'WalletSend', arguments: { to: BOB, amount: '1' } })
    await expect.element(page.getByText('≈ 0.000042 ETH')).toBeVisible()
    await page.getByRole('button', { name: 'Max amount' }).click()
    await expect.element(field('Amount')).toHaveValue('1.499958')
  })

  test('sending to the connected account itself is pointed out', async () => {
    const { client } = await setup()
    void client.open({
      view: 'WalletSend',
      arguments: { to: '0x00000000000000000000000000000000000000AA' },
    })
    await expect.element(page.getByText('This is your own address')).toBeVisible()
  })

  test('a send the adapter refuses while estimating (e.g. an address typo): the reason, no review', async () => {
    const { client } = await setup({ feeError: new LatchError('This address has a typo') })
    void client.open({ view: 'WalletSend', arguments: { amount: '0.1', to: BOB } })
    await expect.element(page.getByRole('alert')).toHaveTextContent('This address has a typo')
    await expect.element(review()).toBeDisabled()
  })

  test('a node failing the estimate leaves the fee to the wallet; review stays possible', async () => {
    const { client } = await setup({
      feeError: Object.assign(new Error('timeout'), { code: -32000 }),
    })
    void client.open({ view: 'WalletSend', arguments: { amount: '0.1', to: BOB } })
    await expect.element(page.getByText('Shown by your wallet')).toBeVisible()
    await expect.element(review()).toBeEnabled()
  })

  test('the form is state.send: site code fills it in; leaving the view ends it', async () => {
    const { client } = await setup()
    void client.open({ view: 'WalletSend' }).catch(() => {})
    await expect.element(field('Amount')).toBeVisible()
    expect(client.getState().send?.entry).toBe(client.getState().history.at(-1))
    await act(() => client.setSendTokenAmount('0,2'))
    await act(() => client.setSendReceiverAddress(BOB))
    await expect.element(field('Amount')).toHaveValue('0.2')
    await expect.element(field('To')).toHaveValue(BOB)
    await expect.element(review()).toBeEnabled()
    client.close()
    expect(client.getState().send).toBeUndefined()
    void client.open({ view: 'WalletSend' }).catch(() => {})
    await expect.element(field('Amount')).toHaveValue('')
  })

  test("closing before sending rejects open() with 'Modal closed'", async () => {
    const { client } = await setup()
    const opened = client.open({ view: 'WalletSend' })
    await expect.element(field('Amount')).toBeVisible()
    client.close()
    await expect(opened).rejects.toMatchObject({ shortMessage: 'Modal closed' })
  })
})

describe('WalletSend in other languages', () => {
  // Data, not the kit's texts: tokens, the network, the names typed.
  // (ET, LD: the token's and the network's monograms; shortened: bob.latch's address, the hash.)
  const DATA = ['ETH', 'ET', 'Ether', 'Latch Devnet', 'LD', 'nobody.latch', 'bob.latch']
  DATA.push('0x70…dc79C8', '0xcd…cdcdcd')
  const view = () => getModalHost().root.querySelector('.latch-view') as Element

  test('every text comes from the catalogue: the form with invalid input, the review, the outcome', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client } = await setup({ locale: 'es' })
    void client.open({ view: 'WalletSend', arguments: { amount: '2', to: 'nobody.latch' } })
    // More than the balance, a name that has no address.
    await expect.element(page.getByText('⟦Not enough ETH⟧')).toBeVisible()
    await expect.element(page.getByText('⟦Error resolving name⟧')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
    await act(() => client.setSendTokenAmount('0.5'))
    await act(() => client.setSendReceiverAddress('bob.latch'))
    await expect.element(page.getByText('⟦bob.latch is 0x70…dc79C8⟧')).toBeVisible()
    // (Spanish numbers: the pseudo-language stands in for es.)
    await expect.element(page.getByText('≈ 0,000042 ETH')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
    await page.getByRole('button', { name: '⟦Review⟧' }).click()
    await expect.element(page.getByText('⟦You send⟧')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
    await page.getByRole('button', { name: '⟦Send⟧' }).click()
    await expect.element(page.getByText('⟦Sent⟧')).toBeVisible()
    expect(untranslatedTexts(view(), DATA)).toEqual([])
  })

  test('in German, loaded on demand: amounts and the fee written the German way, an invalid receiver', async () => {
    const { client } = await setup({ locale: 'de' })
    void client.open({ view: 'WalletSend', arguments: { amount: '0.25', to: BOB } })
    await expect.element(page.getByText('Guthaben 1,500 ETH'), { timeout: 10_000 }).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Betrag' })).toHaveValue('0.25')
    await expect.element(page.getByText('≈ 0,000042 ETH')).toBeVisible()
    // A receiver that is neither an address nor a name: said by its error's class, in German.
    await act(() => client.setSendReceiverAddress('no address'))
    await expect
      .element(page.getByText('Geben Sie eine gültige Adresse oder einen Namen ein'))
      .toBeVisible()
    await act(() => client.setSendReceiverAddress(BOB))
    await page.getByRole('button', { name: 'Prüfen' }).click()
    await expect.element(page.getByText('0,25 ETH')).toBeVisible()
    await expect.element(page.getByText('Sie senden')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Senden', exact: true })).toBeVisible()
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the form with a resolved name, the review and the sent panel have no violations', async () => {
    const { client } = await setup({ themeMode })
    void client.open({ view: 'WalletSend', arguments: { amount: '0.25', to: 'bob.latch' } })
    await expect.element(page.getByText('bob.latch is 0x70…dc79C8')).toBeVisible()
    await expect.element(page.getByText('≈ 0.000042 ETH')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await review().click()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.element(page.getByText('Sent', { exact: true })).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
