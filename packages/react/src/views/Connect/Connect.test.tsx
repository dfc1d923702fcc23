import type { Connector, LatchOptions } from '@latch/core'
import type { Wallet } from '@latch/core/api'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import {
  createTestClient,
  getModalHost,
  renderWithLatch,
  TEST_CONNECTORS,
} from '../../test/fixtures.tsx'
import { createDirectoryDouble } from '../AllWallets/testDirectory.ts'
import { getMonogram, getMonogramHue } from './WalletIcon.tsx'

afterEach(cleanup)

/** The directory the server would answer, in its ranking order. */
const DIRECTORY: Wallet[] = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io' },
  // Listed by the directory, but installed here (same rdns): not repeated.
  { id: 'latch-test-wallet', name: 'Latch Test Wallet', rdns: 'io.latch.testwallet' },
  {
    id: 'rainbow',
    name: 'Rainbow',
    homepage: 'https://rainbow.me',
    desktop_link: 'rainbow://open',
    webapp_link: 'javascript:alert(1)',
  },
  { id: 'zerion', name: 'Zerion', webapp_link: 'https://app.zerion.io' },
  { id: 'trust', name: 'Trust Wallet' },
  { id: 'ledger', name: 'Ledger Live', homepage: 'https://ledger.com' },
]

async function openWith(
  connectors: Connector[] = TEST_CONNECTORS,
  options: Partial<LatchOptions> = {},
  directory = createDirectoryDouble(DIRECTORY),
) {
  const client = createTestClient({ fetch: directory.fetch, ...options })
  client.store.setState({ connectors })
  renderWithLatch(null, client)
  await act(() => client.open())
  const { root } = getModalHost()
  return { client, root, directory }
}

/** Without WalletConnect a directory wallet has no way to connect here: its row discloses. */
const WITHOUT_WALLET_CONNECT = TEST_CONNECTORS.filter((c) => c.type !== 'WALLET_CONNECT')

const ONLY_WALLET_CONNECT = TEST_CONNECTORS.filter((c) => c.type === 'WALLET_CONNECT')

/** The modal's motions (entry scale, height) done; the placeholders' own pulse runs on. */
const settled = (root: ShadowRoot) =>
  expect
    .poll(() => {
      const dialog = root.querySelector('dialog')!
      const moving = dialog
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      return moving.length === 0 && getComputedStyle(dialog).scale === 'none'
    })
    .toBe(true)

const rowNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('ul[aria-label="Wallets"] > li > button .latch-wallet-name')].map(
    (name) => name.textContent,
  )
const groupsOf = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('.latch-wallet')].map((b) => b.dataset.group)
const directoryRequests = (directory: ReturnType<typeof createDirectoryDouble>) =>
  directory.requests.filter((url) => url.searchParams.get('entries') === '4')

describe('Connect view', () => {
  test('lists the wallets in SPEC §2 group order: connectors, recommended (up to 4, none installed), All Wallets', async () => {
    const { root } = await openWith()
    await expect.poll(() => rowNames(root), { timeout: 10_000 }).toContain('MetaMask')
    // The generic "Browser Wallet" (id `injected`) is hidden on desktop (SPEC §6).
    expect(rowNames(root)).toEqual([
      'WalletConnect',
      'Latch Test Wallet',
      'Coinbase Wallet',
      'MetaMask',
      'Rainbow',
      'Zerion',
      'All Wallets',
    ])
    expect(groupsOf(root)).toEqual([
      'walletConnect',
      'injected',
      'external',
      'recommended',
      'recommended',
      'recommended',
      'allWallets',
    ])
  })

  test('until the recommended wallets arrive, placeholders hold their rows: WalletConnect does not move under the pointer', async () => {
    const directory = createDirectoryDouble(DIRECTORY)
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const { root } = await openWith(
      ONLY_WALLET_CONNECT,
      {},
      {
        ...directory,
        fetch: async (input, init) => {
          await gate
          return directory.fetch(input, init)
        },
      },
    )
    const placeholders = () => [...root.querySelectorAll<HTMLElement>('.latch-wallet-placeholder')]
    await expect.poll(() => placeholders().length).toBe(4)
    await settled(root)
    expect(groupsOf(root)).toEqual([
      'walletConnect',
      'recommended',
      'recommended',
      'recommended',
      'recommended',
      'allWallets',
    ])
    // Hidden from assistive technology, a row's height each, and no "No wallets detected".
    expect(
      placeholders().every((p) => p.closest('li')?.getAttribute('aria-hidden') === 'true'),
    ).toBe(true)
    const walletConnect = root.querySelector<HTMLElement>('[data-group=walletConnect]')!
    expect(placeholders()[0]!.getBoundingClientRect().height).toBeCloseTo(
      walletConnect.getBoundingClientRect().height,
      1,
    )
    expect(root.querySelector('.latch-empty')).toBeNull()
    const before = walletConnect.getBoundingClientRect().top

    open()
    await expect.poll(() => rowNames(root), { timeout: 10_000 }).toContain('MetaMask')
    expect(placeholders()).toEqual([])
    expect(groupsOf(root)).toEqual(['walletConnect', ...Array(4).fill('recommended'), 'allWallets'])
    await settled(root)
    expect(
      root.querySelector<HTMLElement>('[data-group=walletConnect]')!.getBoundingClientRect().top,
    ).toBeCloseTo(before, 1)
  })

  test('a directory that fails leaves no placeholder behind', async () => {
    const directory = createDirectoryDouble(DIRECTORY)
    directory.setFailing(true)
    const { root } = await openWith(TEST_CONNECTORS, {}, directory)
    await expect.poll(() => directoryRequests(directory).length).toBeGreaterThan(0)
    await expect.poll(() => root.querySelectorAll('.latch-wallet-placeholder').length).toBe(0)
    expect(groupsOf(root)).toEqual(['walletConnect', 'injected', 'external', 'allWallets'])
  })

  test('"All Wallets" shows the directory count and opens AllWallets', async () => {
    const { client, root } = await openWith()
    const allWallets = page.getByRole('button', { name: /^All Wallets/ })
    await expect.element(allWallets).toHaveTextContent(`All Wallets${DIRECTORY.length}`)
    expect(root.querySelector('[data-group=allWallets] .latch-tag')?.textContent).toBe('6')
    await allWallets.click()
    expect(client.getState().history.at(-1)).toEqual({ view: 'AllWallets' })
  })

  test('with allWallets off there is no "All Wallets" row', async () => {
    const { root } = await openWith(TEST_CONNECTORS, { features: { allWallets: false } })
    await expect.poll(() => rowNames(root), { timeout: 10_000 }).toContain('MetaMask')
    expect(rowNames(root)).not.toContain('All Wallets')
  })

  test('featured ids come after the installed wallets in the site’s order; excluded names are hidden', async () => {
    const { root, directory } = await openWith(TEST_CONNECTORS, {
      featuredWalletIds: ['ledger', 'trust'],
      excludeWalletIds: ['metamask', 'Coinbase Wallet'],
    })
    await expect.poll(() => rowNames(root), { timeout: 10_000 }).toContain('Ledger Live')
    expect(rowNames(root)).toEqual([
      'WalletConnect',
      'Latch Test Wallet',
      'Ledger Live',
      'Trust Wallet',
      'Rainbow',
      'Zerion',
      'All Wallets',
    ])
    expect(groupsOf(root).slice(2, 6)).toEqual([
      'featured',
      'featured',
      'recommended',
      'recommended',
    ])
    const featured = directory.requests.find((url) => url.searchParams.has('include'))
    expect(featured?.searchParams.get('include')).toBe('ledger,trust')
  })

  test('the directory is asked once per opening, not again on the way back from AllWallets', async () => {
    const { client, directory } = await openWith()
    await expect.poll(() => directoryRequests(directory).length).toBe(1)
    act(() => client.pushView({ view: 'AllWallets' }))
    await expect.element(page.getByRole('searchbox', { name: 'Search wallets' })).toBeVisible()
    act(() => client.goBack())
    await expect.element(page.getByRole('button', { name: 'MetaMask' })).toBeVisible()
    expect(directoryRequests(directory)).toHaveLength(1)
    act(() => client.close())
    await act(() => client.open())
    await expect.poll(() => directoryRequests(directory).length).toBe(2)
  })

  test('in StrictMode (effects run twice) the directory is asked once', async () => {
    const directory = createDirectoryDouble(DIRECTORY)
    const client = createTestClient({ fetch: directory.fetch })
    client.store.setState({ connectors: TEST_CONNECTORS })
    renderWithLatch(null, client, { strict: true })
    await act(() => client.open())
    await expect.element(page.getByRole('button', { name: 'MetaMask' })).toBeVisible()
    expect(directoryRequests(directory)).toHaveLength(1)
  })

  test('a failing directory stays quiet: no recommended row, no count, no alert', async () => {
    const directory = createDirectoryDouble(DIRECTORY)
    directory.setFailing(true)
    const { client, root } = await openWith(TEST_CONNECTORS, {}, directory)
    await expect.poll(() => client.getState().directory.recommended.status).toBe('error')
    expect(rowNames(root)).toEqual([
      'WalletConnect',
      'Latch Test Wallet',
      'Coinbase Wallet',
      'All Wallets',
    ])
    expect(root.querySelector('[data-group=allWallets] .latch-tag')).toBeNull()
    expect(root.querySelector('[role=alert]')).toBeNull()
  })

  test('without WalletConnect, a directory wallet that is not installed discloses where to get it (http links only)', async () => {
    const { root } = await openWith(WITHOUT_WALLET_CONNECT)
    const rainbow = page.getByRole('button', { name: 'Rainbow' })
    await expect.element(rainbow).toHaveAttribute('aria-expanded', 'false')
    await rainbow.click()
    await expect.element(rainbow).toHaveAttribute('aria-expanded', 'true')
    const panel = root.getElementById(rainbow.element().getAttribute('aria-controls')!)
    expect(panel?.querySelector('h3')?.textContent).toBe('Get Rainbow')
    const links = [...(panel?.querySelectorAll('a') ?? [])]
    // The custom-scheme desktop link and the javascript: web app link are not offered.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Website (opens in a new tab)', 'https://rainbow.me/'],
    ])
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer')
    await rainbow.click()
    await expect.element(rainbow).toHaveAttribute('aria-expanded', 'false')
    expect(root.querySelector('.latch-get')).toBeNull()
  })

  test('installed wallets carry an "Installed" tag, recent ones a "Recent" tag', async () => {
    const client = createTestClient({ fetch: createDirectoryDouble([]).fetch })
    client.store.setState({
      connectors: TEST_CONNECTORS,
      recentWallets: [{ id: 'coinbase', name: 'Coinbase Wallet' }],
    })
    renderWithLatch(null, client)
    await act(() => client.open())
    const tagOf = (name: string) =>
      [...getModalHost().root.querySelectorAll('.latch-wallet')]
        .find((button) => button.querySelector('.latch-wallet-name')?.textContent === name)
        ?.querySelector('.latch-tag')?.textContent
    expect(tagOf('Latch Test Wallet')).toBe('Installed')
    expect(tagOf('Coinbase Wallet')).toBe('Recent')
    expect(tagOf('WalletConnect')).toBeUndefined()
  })

  test('a wallet shows its image, else a monogram', async () => {
    const noImage: Connector = {
      id: 'plain',
      name: 'Plain Wallet',
      type: 'EXTERNAL',
      chain: 'eip155',
    }
    const { root } = await openWith([...TEST_CONNECTORS, noImage])
    const walletConnect = root.querySelector('[data-group=walletConnect]')
    expect(walletConnect?.querySelector('img')?.getAttribute('src')).toBe(
      TEST_CONNECTORS[2]?.imageUrl,
    )
    expect(walletConnect?.querySelector('img')?.getAttribute('alt')).toBe('')
    const plain = [...root.querySelectorAll('.latch-wallet')].find((b) =>
      b.textContent?.includes('Plain Wallet'),
    )
    expect(plain?.querySelector('.latch-monogram')?.textContent).toBe('PW')
  })

  test('an image that fails to load falls back to the monogram', async () => {
    const { root } = await openWith([
      {
        id: 'broken',
        name: 'Broken Wallet',
        type: 'EXTERNAL',
        chain: 'eip155',
        imageUrl: 'data:image/png;base64,AAAA',
      },
    ])
    await expect
      .poll(() => root.querySelector('[data-group=external] .latch-monogram')?.textContent)
      .toBe('BW')
    expect(root.querySelector('[data-group=external] img')).toBeNull()
  })

  test('picking a wallet opens ConnectingExternal for that connector, titled with its name', async () => {
    const { client } = await openWith()
    await page.getByRole('button', { name: /Coinbase Wallet/ }).click()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'coinbase' },
    })
    await expect.element(page.getByRole('heading', { name: 'Coinbase Wallet' })).toBeVisible()
  })

  test('WalletConnect comes first and opens its pairing view', async () => {
    const { client, root } = await openWith()
    expect(groupsOf(root)[0]).toBe('walletConnect')
    await page.getByRole('button', { name: 'WalletConnect' }).click()
    expect(client.getState().history.at(-1)).toEqual({ view: 'ConnectingWalletConnect' })
  })

  test('connected through WalletConnect, it is not offered again (not even as recent)', async () => {
    const { client, root } = await openWith()
    await expect.poll(() => rowNames(root), { timeout: 10_000 }).toContain('WalletConnect')
    act(() =>
      client.store.setState({
        activeNamespace: 'eip155',
        connectedConnectorIds: { eip155: 'walletConnect' },
        recentWallets: [{ id: 'walletConnect', name: 'WalletConnect' }],
      }),
    )
    await expect.poll(() => rowNames(root), { timeout: 10_000 }).not.toContain('WalletConnect')
  })

  test('with WalletConnect, a directory wallet that is not installed opens its pairing', async () => {
    const { client } = await openWith()
    const rainbow = page.getByRole('button', { name: 'Rainbow' })
    await expect.element(rainbow).toBeVisible()
    expect(rainbow.element().hasAttribute('aria-expanded')).toBe(false)
    await rainbow.click()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      params: { wallet: DIRECTORY[2] },
    })
    await expect.element(page.getByRole('heading', { name: 'Rainbow' })).toBeVisible()
  })

  test('with no wallets it says "No wallets detected" with a hint, and still offers All Wallets', async () => {
    const { root } = await openWith([], {}, createDirectoryDouble([]))
    // Said once the directory has answered (until then its rows' places are held).
    await expect
      .poll(() => root.querySelector('.latch-empty-title')?.textContent)
      .toBe('No wallets detected')
    expect(root.querySelector('.latch-empty .latch-muted')?.textContent).toMatch(/Install a wallet/)
    expect(rowNames(root)).toEqual(['All Wallets'])
  })

  test('with no wallets and allWallets off there is no list at all', async () => {
    const { root } = await openWith(
      [],
      { features: { allWallets: false } },
      createDirectoryDouble([]),
    )
    await expect
      .poll(() => root.querySelector('.latch-empty-title')?.textContent)
      .toBe('No wallets detected')
    expect(root.querySelector('ul')).toBeNull()
  })

  test('email and social need the embeddedWallet option: neither renders with only their features on', async () => {
    const { client, root } = await openWith(TEST_CONNECTORS, {
      features: { email: true, socials: ['google', 'github'] },
    })
    expect(client.getState().features.email).toBe(true)
    expect(root.querySelectorAll('input')).toHaveLength(0)
    expect(root.querySelector('.latch-view')?.children).toHaveLength(1)
  })

  test('a connector group order override is followed', async () => {
    const { root } = await openWith(
      TEST_CONNECTORS,
      { connectorGroupOrder: ['external', 'injected', 'recommended'] },
      createDirectoryDouble(DIRECTORY.slice(0, 1)),
    )
    await expect.poll(() => rowNames(root), { timeout: 10_000 }).toContain('MetaMask')
    expect(rowNames(root)).toEqual([
      'Coinbase Wallet',
      'Latch Test Wallet',
      'MetaMask',
      'All Wallets',
    ])
  })
})

describe('Connect in other languages', () => {
  /** Names of wallets and their monograms: data, not the kit's texts. */
  const NAMES = [...TEST_CONNECTORS, ...DIRECTORY].map((wallet) => wallet.name)
  const DATA = [...NAMES, ...NAMES.map(getMonogram)]

  test('every text comes from the catalogue: rows, tags, All Wallets, a "Get" panel; the empty state', async () => {
    setCatalogue('es', pseudoCatalogue())
    const client = createTestClient({ locale: 'es', fetch: createDirectoryDouble(DIRECTORY).fetch })
    client.store.setState({
      connectors: WITHOUT_WALLET_CONNECT,
      recentWallets: [{ id: 'coinbase', name: 'Coinbase Wallet' }],
    })
    renderWithLatch(null, client)
    await act(() => client.open())
    const { root } = getModalHost()
    await page.getByRole('button', { name: 'Rainbow' }).click()
    await expect.poll(() => root.querySelector('.latch-get')?.textContent).toContain('⟦')
    expect(untranslatedTexts(root, DATA)).toEqual([])
    expect(root.querySelector('[data-group=allWallets] .latch-tag')?.textContent).toBe('6')

    cleanup()
    const empty = createTestClient({ locale: 'es', fetch: createDirectoryDouble([]).fetch })
    renderWithLatch(null, empty)
    await act(() => empty.open())
    const emptyRoot = getModalHost().root
    await expect
      .poll(() => emptyRoot.querySelector('.latch-empty-title')?.textContent)
      .toContain('⟦')
    expect(untranslatedTexts(emptyRoot, DATA)).toEqual([])
  })

  test("in German: the title, the rows' tags and All Wallets", async () => {
    const client = createTestClient({ locale: 'de', fetch: createDirectoryDouble(DIRECTORY).fetch })
    client.store.setState({ connectors: TEST_CONNECTORS })
    renderWithLatch(null, client)
    await act(() => client.open())
    await expect
      .element(page.getByRole('heading', { name: 'Wallet verbinden' }), { timeout: 10_000 })
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: /^Alle Wallets/ })).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: /^Latch Test Wallet/ }))
      .toHaveTextContent('Latch Test WalletInstalliert')
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('recommended rows, an open "Get" panel and All Wallets have no violations', async () => {
    const { root } = await openWith(WITHOUT_WALLET_CONNECT, { themeMode })
    await page.getByRole('button', { name: 'Zerion' }).click()
    await expect.element(page.getByRole('heading', { name: 'Get Zerion' })).toBeVisible()
    await settle()
    expect(root.querySelector('.latch-get')).not.toBeNull()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})

test.each([
  ['Coinbase Wallet', 'CW'],
  ['MetaMask', 'M'],
  ['  rabby ', 'R'],
  ['Trust Crypto Wallet', 'TC'],
])('the monogram of %j is %s', (name, expected) => {
  expect(getMonogram(name)).toBe(expected)
})

test('monogram hues are stable and spread out', () => {
  expect(getMonogramHue('MetaMask')).toBe(getMonogramHue('MetaMask'))
  expect(getMonogramHue('Browser Wallet')).not.toBe(getMonogramHue('Coinbase Wallet'))
  for (const name of ['a', 'MetaMask', 'Phantom']) {
    expect(getMonogramHue(name)).toBeGreaterThanOrEqual(0)
    expect(getMonogramHue(name)).toBeLessThan(360)
  }
})

test('one wallet on two chain families is one row naming both (MULTI_CHAIN)', async () => {
  const connectors: Connector[] = [
    {
      id: 'dev.latch.testwallet',
      name: 'Latch Test Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      installed: true,
    },
    {
      id: 'ws:Latch Test Wallet',
      name: 'Latch Test Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
      installed: true,
    },
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', installed: true },
  ]
  const { root } = await openWith(connectors, { features: { allWallets: false } })
  await expect
    .poll(() =>
      rowNames(root).filter(
        (name) => !['Rainbow', 'Zerion', 'Trust Wallet', 'Ledger Live'].includes(name ?? ''),
      ),
    )
    .toEqual(['Latch Test WalletEVM · Solana', 'MetaMask'])
  expect(root.querySelector('.latch-wallet-name small')?.textContent).toBe('EVM · Solana')
})
