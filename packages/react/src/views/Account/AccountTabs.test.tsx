import type { LatchOptions } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AccountButton } from '../../AccountButton/AccountButton.tsx'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { type FakeAnswer, fakeApi, nft, tokenBalance, transaction } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getButtonRoot, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { cleanupWallets, createConnectedClient } from '../../test/wallets.ts'
import { formatActivityTime } from './activityTime.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#7b5cff"/></svg>')}`

afterEach(() => {
  cleanup()
  cleanupWallets()
  vi.restoreAllMocks()
})

type Routes = Record<string, (url: URL) => FakeAnswer>

async function openAccount(
  routes: Routes = {},
  options: Partial<LatchOptions> = {},
  tablist = 'Account',
) {
  const api = fakeApi(routes)
  const scripted = await createConnectedClient({ fetch: api.fetch, ...options })
  renderWithLatch(<AccountButton />, scripted.client)
  await act(() => scripted.client.open())
  await expect
    .element(page.getByRole('tablist', { name: tablist }), { timeout: 10_000 })
    .toBeVisible()
  return { ...scripted, api, root: getModalHost().root }
}

const BALANCES: Routes = {
  '/balance': () => ({
    body: {
      balances: [
        tokenBalance('ETH', 18, '1.23456789', 3000),
        tokenBalance('USDC', 6, '10000', 1),
        tokenBalance('POINTS', 0, '100', 1),
      ],
    },
  }),
}

const panel = (root: ShadowRoot) => root.querySelector<HTMLElement>('[role=tabpanel]')!
const tab = (name: string) => page.getByRole('tab', { name })

describe('Tokens', () => {
  test('each token with icon, name, 3-decimal quantity and US-dollar value; POINTS (0 decimals) left out', async () => {
    const { root } = await openAccount(BALANCES)
    await expect.poll(() => root.querySelectorAll('.latch-token').length).toBe(2)
    const rows = [...root.querySelectorAll('.latch-token')].map((row) => [
      row.querySelector('.latch-token-name')?.textContent,
      row.querySelector('.latch-token-quantity')?.textContent,
      row.querySelector('.latch-token-value')?.textContent,
    ])
    expect(rows).toEqual([
      ['ETH Token', '1.235 ETH', '$3,703.70'],
      ['USDC Token', '10,000.000 USDC', '$10,000.00'],
    ])
    expect(root.querySelector('.latch-token img.latch-token-icon')).not.toBeNull()
    expect(root.querySelector('[data-symbol=POINTS]')).toBeNull()
  })

  test('no tokens: "No tokens yet" with a total of $0.00', async () => {
    const { root } = await openAccount()
    await expect.poll(() => panel(root).textContent).toContain('No tokens yet')
    expect(panel(root).textContent).toContain('$0.00')
  })

  test('a failed read toasts "Token Balance Unavailable" and offers a retry that waits out 30 s', async () => {
    const { root } = await openAccount({ '/balance': () => ({ status: 502 }) })
    await expect
      .poll(() => root.querySelector('.latch-toast')?.textContent)
      .toBe('Token Balance Unavailable')
    expect(panel(root).textContent).toContain('Token balances unavailable')
    const retry = panel(root).querySelector('.latch-balance-retry')!
    expect(retry.textContent).toMatch(/^Retry in (30|29) s$/)
    expect(retry.getAttribute('aria-disabled')).toBe('true')
  })

  test('an image that fails to load shows the symbol’s letter instead', async () => {
    const broken = tokenBalance('DAI', 18, '5')
    broken.iconUrl = 'data:image/png;base64,AAAA'
    const { root } = await openAccount({ '/balance': () => ({ body: { balances: [broken] } }) })
    await expect
      .poll(() => root.querySelector('.latch-token-icon[data-fallback]')?.textContent)
      .toBe('D')
  })
})

describe('tabs', () => {
  test('arrow keys, Home and End move between tabs and show them; one tab stop; panels labelled', async () => {
    const { root } = await openAccount()
    const tabs = [...root.querySelectorAll<HTMLElement>('[role=tab]')]
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Tokens', 'true', 0],
      ['NFTs', 'false', -1],
      ['Activity', 'false', -1],
    ])
    tabs[0]!.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(root.activeElement?.textContent).toBe('NFTs')
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
    expect(panel(root).getAttribute('aria-labelledby')).toBe(tabs[1]!.id)
    expect(tabs[1]!.getAttribute('aria-controls')).toBe(panel(root).id)
    await userEvent.keyboard('{End}')
    expect(root.activeElement?.textContent).toBe('Activity')
    await userEvent.keyboard('{ArrowRight}')
    expect(root.activeElement?.textContent).toBe('Tokens')
    await userEvent.keyboard('{ArrowLeft}')
    expect(root.activeElement?.textContent).toBe('Activity')
    await userEvent.keyboard('{Home}')
    expect(root.activeElement?.textContent).toBe('Tokens')
    expect(panel(root).dataset.tab).toBe('Tokens')
  })

  test('with the activity feature off there is no Activity tab', async () => {
    const { root } = await openAccount({}, { features: { activity: false } })
    expect([...root.querySelectorAll('[role=tab]')].map((t) => t.textContent)).toEqual([
      'Tokens',
      'NFTs',
    ])
  })

  test('the tab picked is still shown after going to Networks and back', async () => {
    const { client, root } = await openAccount()
    await tab('NFTs').click()
    expect(client.getState().accountTab).toBe('NFTs')
    await page.getByRole('button', { name: 'Network Latch Devnet' }).click()
    await expect.element(page.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
    act(() => client.goBack())
    await expect.element(tab('NFTs')).toHaveAttribute('aria-selected', 'true')
    expect(panel(root).dataset.tab).toBe('NFTs')
  })
})

describe('wallet features', () => {
  test('Buy, Receive then Send (SPEC order); each opens its view', async () => {
    const { client, root } = await openAccount()
    expect([...root.querySelectorAll('.latch-feature')].map((b) => b.textContent)).toEqual([
      'Buy',
      'Receive',
      'Send',
    ])
    await page.getByRole('button', { name: 'Buy' }).click()
    expect(client.getState().history.at(-1)).toEqual({ view: 'OnRampProviders' })
    act(() => client.goBack())
    await page.getByRole('button', { name: 'Receive' }).click()
    expect(client.getState().history.at(-1)).toEqual({ view: 'WalletReceive' })
    act(() => client.goBack())
    await page.getByRole('button', { name: 'Send' }).click()
    expect(client.getState().history.at(-1)).toEqual({ view: 'WalletSend' })
  })

  test('a feature switched off is not offered', async () => {
    const { root } = await openAccount({}, { features: { send: false, onramp: false } })
    expect([...root.querySelectorAll('.latch-feature')].map((b) => b.textContent)).toEqual([
      'Receive',
    ])
  })
})

describe('when the reader code itself fails to download', () => {
  test.each([
    ['NFTs', 'fetchNfts', 'NFTs unavailable'],
    ['Activity', 'fetchActivity', 'Activity unavailable'],
  ] as const)(
    '%s shows its error and retry, not a skeleton forever',
    async (name, method, title) => {
      const { client, root } = await openAccount()
      const original = client[method]
      const chunkFailure = () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      Object.assign(client, { [method]: chunkFailure })
      await tab(name).click()
      await expect.element(page.getByText(title, { exact: true })).toBeVisible()
      expect(panel(root).querySelector('.latch-skeleton-row')).toBeNull()
      // Once the code can load again, Retry reads for real.
      Object.assign(client, { [method]: original })
      await page.getByRole('button', { name: /^Retry|^Try again/ }).click()
      await expect.element(page.getByText(title, { exact: true })).not.toBeInTheDocument()
    },
  )
})

describe('NFTs', () => {
  test('a grid of previews with names; an NFT without image, or a broken one, shows a placeholder', async () => {
    const { root } = await openAccount({
      '/nfts': () => ({
        body: {
          data: [nft('1'), nft('2', null), nft('3', 'data:image/png;base64,AAAA')],
          next: null,
        },
      }),
    })
    await tab('NFTs').click()
    await expect.poll(() => root.querySelectorAll('.latch-nft').length).toBe(3)
    expect([...root.querySelectorAll('.latch-nft-name')].map((n) => n.textContent)).toEqual([
      'Lantern #1',
      'Lantern #2',
      'Lantern #3',
    ])
    const first = root.querySelector<HTMLImageElement>('.latch-nft img')!
    expect(first.loading).toBe('lazy')
    await expect.poll(() => first.complete && first.naturalWidth > 0).toBe(true)
    await expect.poll(() => root.querySelectorAll('.latch-nft-fallback').length).toBe(2)
  })
})

describe('Activity', () => {
  const page1 = {
    data: [
      transaction('r', ADDRESS, { operation: 'receive', amount: '12.5' }),
      transaction('spam', ADDRESS, { operation: 'receive', spam: true }),
      transaction('s', ADDRESS, {
        operation: 'send',
        symbol: 'ETH',
        amount: '0.001',
        minutesAgo: 5,
      }),
      transaction('b', ADDRESS, { operation: 'burn', amount: '1', minutesAgo: 6 }),
    ],
    next: 'p2',
  }
  const more = Array.from({ length: 8 }, (_, i) =>
    transaction(`m${i}`, ADDRESS, { operation: 'receive', minutesAgo: 10 + i }),
  )
  const paged: Routes = {
    '/history': (url) =>
      url.searchParams.get('cursor') === 'p2'
        ? { body: { data: more, next: null } }
        : { body: page1 },
  }

  test('rows show operation, time, amount with the SPEC sign; spam-only airdrops never show', async () => {
    const { root } = await openAccount(paged)
    await tab('Activity').click()
    await expect
      .poll(() => root.querySelectorAll('.latch-activity').length)
      .toBeGreaterThanOrEqual(3)
    const rows = [...root.querySelectorAll('.latch-activity')].slice(0, 3)
    expect(rows.map((row) => row.querySelector('.latch-activity-title')?.textContent)).toEqual([
      'Receive',
      'Send',
      'Burn',
    ])
    expect(rows.map((row) => row.querySelector('.latch-activity-what')?.textContent)).toEqual([
      '+12.500 USDC',
      '−0.001 ETH',
      '−1.000 USDC',
    ])
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/^Jan 2, \d{1,2}:\d{2} [AP]M$/)
    expect(rows[0]!.querySelector('.latch-activity-other')?.textContent).toBe('from 0x11…111111')
    expect(panel(root).textContent).not.toContain('Reward Voucher')
  })

  test('scrolling to the end loads the next page (infinite scroll)', async () => {
    const { root, api } = await openAccount(paged)
    await tab('Activity').click()
    await expect.poll(() => root.querySelectorAll('.latch-activity').length).toBeGreaterThan(0)
    const scroller = panel(root)
    scroller.scrollTop = scroller.scrollHeight
    await expect.poll(() => root.querySelectorAll('.latch-activity').length).toBe(3 + more.length)
    expect(
      api.asked
        .filter((path) => path.includes('/history'))
        .map((p) => new URLSearchParams(p.split('?')[1]).get('cursor')),
    ).toEqual([null, 'p2'])
    expect(root.querySelector('.latch-load-more')).toBeNull()
  })

  test('while the first page loads: a skeleton named for screen readers; then the empty state', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const api = fakeApi()
    const slow: typeof fetch = async (input, init) => {
      if (String(input).includes('/history')) await held
      return api.fetch(input, init)
    }
    const { root } = await openAccount({}, { fetch: slow })
    await tab('Activity').click()
    await expect
      .poll(() => root.querySelector('.latch-skeleton-rows [role=status]')?.textContent)
      .toBe('Loading activity')
    release()
    await expect.poll(() => panel(root).textContent).toContain('No activity yet')
  })
})

describe('profile', () => {
  test('the profile name and image show in the header and the account button', async () => {
    const { root } = await openAccount({
      '/v1/identity/': () => ({ body: { name: 'alice.latch', avatar: AVATAR } }),
    })
    await expect
      .poll(() => root.querySelector('.latch-profile-name')?.textContent)
      .toBe('alice.latch')
    expect(root.querySelector('.latch-profile-short')?.textContent).toBe('0x00…0000aa')
    expect(root.querySelector('.latch-profile-avatar img')?.getAttribute('src')).toBe(AVATAR)
    const button = getButtonRoot()
    await expect
      .poll(() => button.querySelector('.latch-account-label')?.textContent)
      .toBe('alice.latch')
    expect(button.querySelector('img.latch-avatar')?.getAttribute('src')).toBe(AVATAR)
  })

  test('without a name: the generated avatar and the short address', async () => {
    const { root } = await openAccount()
    expect(root.querySelector('.latch-profile-name')?.textContent).toBe('0x00…0000aa')
    expect(root.querySelector('.latch-profile img')).toBeNull()
    expect(root.querySelector('.latch-profile-short')).toBeNull()
  })
})

describe('in other languages', () => {
  const ACTIVITY: Routes = {
    '/history': () => ({
      body: {
        data: [
          transaction('r', ADDRESS, { operation: 'receive', amount: '12.5' }),
          transaction('s', ADDRESS, { operation: 'send', symbol: 'ETH' }),
        ],
        next: null,
      },
    }),
  }
  const view = (root: ShadowRoot) => root.querySelector('.latch-view') as Element
  /**
   * Data, not the kit's texts: the wallet's and the network's names (and their initials for an
   * icon), the short address, names of tokens and NFTs, Intl's "US$".
   */
  const DATA = [
    'Dev Wallet',
    'DW',
    '0x00…0000aa',
    'Latch Devnet',
    'LD',
    'US$',
    'ETH Token',
    'USDC Token',
    'ETH',
    'USDC',
    'Lantern #1',
    'Latch Lanterns',
  ]

  test('every text of Account and its three tabs comes from the catalogue (a pseudo-language)', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { root } = await openAccount(
      {
        ...BALANCES,
        '/nfts': () => ({ body: { data: [nft('1')], next: null } }),
        ...ACTIVITY,
      },
      { locale: 'es' },
      '⟦Account⟧',
    )
    await expect.poll(() => root.querySelectorAll('.latch-token').length).toBe(2)
    await expect.poll(() => untranslatedTexts(view(root), DATA)).toEqual([])
    await tab('⟦NFTs⟧').click()
    await expect.poll(() => root.querySelectorAll('.latch-nft').length).toBe(1)
    expect(untranslatedTexts(view(root), DATA)).toEqual([])
    await tab('⟦Activity⟧').click()
    await expect.poll(() => root.querySelectorAll('.latch-activity').length).toBe(2)
    const times = [...root.querySelectorAll('time')].map((time) =>
      formatActivityTime(time.dateTime, 'es'),
    )
    expect(times.every(Boolean)).toBe(true)
    expect(untranslatedTexts(view(root), [...DATA, ...times])).toEqual([])
  })

  test('a failed read with its retry countdown, and the empty tabs (a pseudo-language)', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { root } = await openAccount(
      { '/balance': () => ({ status: 502 }) },
      { locale: 'es' },
      '⟦Account⟧',
    )
    await expect.poll(() => panel(root).textContent).toContain('⟦Token balances unavailable⟧')
    expect(panel(root).querySelector('.latch-balance-retry')?.textContent).toMatch(
      /^⟦Retry in (30|29) s⟧$/,
    )
    expect(untranslatedTexts(view(root), DATA)).toEqual([])
    await tab('⟦NFTs⟧').click()
    await expect.poll(() => panel(root).textContent).toContain('⟦No NFTs yet⟧')
    expect(untranslatedTexts(view(root), DATA)).toEqual([])
    await tab('⟦Activity⟧').click()
    await expect.poll(() => panel(root).textContent).toContain('⟦No activity yet⟧')
    expect(untranslatedTexts(view(root), DATA)).toEqual([])
  })

  test('in Japanese: tabs, amounts and the activity date the Japanese way, loaded on demand', async () => {
    const { root } = await openAccount({ ...BALANCES, ...ACTIVITY }, { locale: 'ja' }, 'アカウント')
    expect([...root.querySelectorAll('[role=tab]')].map((t) => t.textContent)).toEqual([
      'トークン',
      'NFT',
      'アクティビティ',
    ])
    await expect
      .poll(() => root.querySelector('[data-symbol=USDC] .latch-token-quantity')?.textContent)
      .toBe('10,000.000 USDC')
    await tab('アクティビティ').click()
    await expect.poll(() => root.querySelectorAll('.latch-activity').length).toBe(2)
    const first = root.querySelector('.latch-activity')!
    expect(first.querySelector('.latch-activity-title')?.textContent).toBe('受け取り')
    expect(first.querySelector('time')?.textContent).toMatch(/^1月2日 \d{1,2}:\d{2}$/)
    expect(first.querySelector('.latch-activity-other')?.textContent).toBe('送信元 0x11…111111')
  })

  test('in German: amounts with German separators, a recent transaction "vor 5 Minuten"', async () => {
    const recent = transaction('n', ADDRESS, { operation: 'send', symbol: 'ETH', amount: '1.5' })
    recent.metadata.minedAt = new Date(Date.now() - 5 * 60_000 - 5_000).toISOString()
    const { root } = await openAccount(
      { ...BALANCES, '/history': () => ({ body: { data: [recent], next: null } }) },
      { locale: 'de' },
      'Konto',
    )
    await expect.poll(() => root.querySelectorAll('.latch-token').length).toBe(2)
    const usdc = root.querySelector('[data-symbol=USDC]')!
    expect(usdc.querySelector('.latch-token-quantity')?.textContent).toBe('10.000,000 USDC')
    expect(usdc.querySelector('.latch-token-value')?.textContent).toBe('10.000,00\u00a0$')
    await tab('Aktivität').click()
    await expect
      .poll(() => root.querySelector('.latch-activity time')?.textContent)
      .toBe('vor 5 Minuten')
    expect(root.querySelector('.latch-activity-title')?.textContent).toBe('Senden')
    expect(root.querySelector('.latch-activity-what')?.textContent).toBe('−1,500 ETH')
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test.each(['Tokens', 'NFTs', 'Activity'] as const)(
    'the %s tab with data has no violations',
    async (name) => {
      const { root } = await openAccount(
        {
          ...BALANCES,
          '/nfts': () => ({ body: { data: [nft('1'), nft('2', null)], next: null } }),
          '/history': () => ({
            body: {
              data: [
                transaction('r', ADDRESS),
                transaction('s', ADDRESS, { operation: 'send', minutesAgo: 3 }),
              ],
              next: null,
            },
          }),
        },
        { themeMode },
      )
      await tab(name).click()
      await expect.poll(() => root.querySelectorAll(`[role=tabpanel] li`).length).toBe(2)
      await settle()
      expect(await violationsOf(getModalHost().host)).toEqual([])
    },
  )

  test('an empty tab and a failed tab have no violations', async () => {
    const { root } = await openAccount({ '/balance': () => ({ status: 500 }) }, { themeMode })
    await expect.poll(() => panel(root).textContent).toContain('Token balances unavailable')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await tab('Activity').click()
    await expect.poll(() => panel(root).textContent).toContain('No activity yet')
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
