import type { Connector, LatchOptions } from '@latch/core'
import { HTTP_RPC_TIMEOUT_MS } from '@latch/core/adapter'
import type { Wallet } from '@latch/core/api'
import { WALLET_PAGE_SIZE } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import {
  createTestClient,
  getModalHost,
  renderWithLatch,
  TEST_CONNECTORS,
} from '../../test/fixtures.tsx'
import { getDeepActiveElement } from '../../utils/getDeepActiveElement.ts'
import { getMonogram } from '../Connect/WalletIcon.tsx'
import { createDirectoryDouble, generateWallets } from './testDirectory.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The test wallet, announced and installed: listed first. */
const INSTALLED: Connector = TEST_CONNECTORS[0]!

type Setup = {
  connectors?: Connector[]
  directory?: ReturnType<typeof createDirectoryDouble>
  options?: Partial<LatchOptions>
}

async function openAllWallets({
  connectors = [],
  directory = createDirectoryDouble(),
  options = {},
}: Setup = {}) {
  const client = createTestClient({ fetch: directory.fetch, ...options })
  client.store.setState({ connectors })
  renderWithLatch(null, client)
  await act(() => client.open({ view: 'AllWallets' }))
  const { root, host } = getModalHost()
  return { client, root, host, directory }
}

const tiles = (root: ShadowRoot) => [
  ...root.querySelectorAll<HTMLButtonElement>('[role=grid] [role=gridcell] > button'),
]
const tileNames = (root: ShadowRoot) =>
  tiles(root).map((tile) => tile.querySelector('.latch-aw-name')?.textContent)
const scroller = (root: ShadowRoot) => root.querySelector<HTMLElement>('.latch-aw-scroll')!
const pages = (directory: ReturnType<typeof createDirectoryDouble>) =>
  directory.requests
    .filter((url) => !url.searchParams.has('search'))
    .map((url) => url.searchParams.get('page'))
/** The name of the directory's `n`th wallet (1-based). */
const nameOf = (n: number) => generateWallets(n).at(-1)?.name
const searchBox = () => page.getByRole('searchbox', { name: 'Search wallets' })
const focused = () => getDeepActiveElement() as HTMLElement | null

async function scrollToEnd(root: ShadowRoot) {
  const element = scroller(root)
  await act(async () => {
    element.scrollTop = element.scrollHeight
    element.dispatchEvent(new Event('scroll'))
  })
}

describe('AllWallets: the list', () => {
  test('installed wallets come first; the directory entry of an installed one is not repeated', async () => {
    const directory = createDirectoryDouble([
      { id: 'latch-test-wallet', name: 'Latch Test Wallet', rdns: 'io.latch.testwallet' },
      ...generateWallets(3),
    ])
    const { root } = await openAllWallets({ connectors: TEST_CONNECTORS, directory })
    await expect.poll(() => tileNames(root)).toHaveLength(4)
    // The generic browser wallet is hidden on desktop; WalletConnect and Coinbase are not
    // installed extensions.
    expect(tileNames(root)).toEqual([
      'Latch Test Wallet',
      ...generateWallets(3).map((wallet) => wallet.name),
    ])
    expect(tiles(root)[0]?.dataset.installed).toBe('')
    expect(tiles(root)[0]?.textContent).toContain(', installed')
    expect(tiles(root)[1]?.dataset.installed).toBeUndefined()
  })

  test('pages of 40 load as the visitor scrolls: pages 1, 2, 3, each once', async () => {
    const { root, directory } = await openAllWallets()
    await expect.poll(() => tiles(root).length).toBeGreaterThan(0)
    expect(pages(directory)).toEqual(['1'])
    expect(directory.requests[0]?.searchParams.get('entries')).toBe(String(WALLET_PAGE_SIZE))
    await scrollToEnd(root)
    await expect.poll(() => pages(directory)).toEqual(['1', '2'])
    await expect.poll(() => tileNames(root)).toContain(nameOf(WALLET_PAGE_SIZE + 2))
    await scrollToEnd(root)
    await expect.poll(() => pages(directory)).toEqual(['1', '2', '3'])
    await expect.poll(() => tileNames(root)).toContain(nameOf(2 * WALLET_PAGE_SIZE + 2))
  })

  test('in StrictMode (effects run twice) the first page is asked once', async () => {
    const directory = createDirectoryDouble()
    const client = createTestClient({ fetch: directory.fetch })
    renderWithLatch(null, client, { strict: true })
    await act(() => client.open({ view: 'AllWallets' }))
    await expect.poll(() => tiles(getModalHost().root).length).toBeGreaterThan(0)
    expect(pages(directory)).toEqual(['1'])
  })

  test('with 10,000 wallets loaded only the rows in view are in the DOM', async () => {
    const all = generateWallets(10_000)
    const { client, root } = await openAllWallets({ directory: createDirectoryDouble(all) })
    await expect.poll(() => tiles(root).length).toBeGreaterThan(0)
    act(() =>
      client.store.setState((state) => ({
        directory: {
          ...state.directory,
          all: { status: 'ready', wallets: all, count: all.length, page: 250 },
        },
      })),
    )
    const grid = root.querySelector('[role=grid]')!
    expect(grid.getAttribute('aria-rowcount')).toBe('2500')
    expect(tiles(root).length).toBeLessThan(60)
    for (const fraction of [0.5, 1]) {
      const element = scroller(root)
      await act(async () => {
        element.scrollTop = (element.scrollHeight - element.clientHeight) * fraction
        element.dispatchEvent(new Event('scroll'))
      })
      await expect.poll(() => tiles(root).length).toBeGreaterThan(8)
      expect(tiles(root).length).toBeLessThan(60)
    }
    expect(tileNames(root)).toContain(all.at(-1)?.name)
    expect(root.querySelectorAll('[role=row]').length).toBeLessThan(15)
  })

  test('a failing directory shows an error with Retry, which loads the wallets', async () => {
    const directory = createDirectoryDouble(generateWallets(5))
    directory.setFailing(true)
    const { root } = await openAllWallets({ directory })
    await expect.element(page.getByText('Wallets could not be loaded')).toBeVisible()
    expect(tiles(root)).toHaveLength(0)
    directory.setFailing(false)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => tileNames(root)).toHaveLength(5)
    expect(pages(directory)).toEqual(['1', '1'])
  })

  test('a directory that never answers: skeletons, then after 10 s an error with Retry, which reloads', async () => {
    const directory = createDirectoryDouble(generateWallets(5))
    directory.setHanging(true)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { root } = await openAllWallets({ directory })
    await expect.poll(() => directory.requests.length).toBe(1)
    expect(root.querySelector('[role=status]')?.textContent).toBe('Loading wallets')
    expect(root.querySelector('.latch-aw-skeletons')).not.toBeNull()
    // The modal stays usable while the directory hangs: the search box takes text.
    await searchBox().fill('rain')
    await expect.element(searchBox()).toHaveValue('rain')
    await searchBox().fill('')
    await act(async () => vi.advanceTimersByTimeAsync(HTTP_RPC_TIMEOUT_MS - 1))
    expect(root.querySelector('[role=alert]')).toBeNull()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    await expect.element(page.getByText('Wallets could not be loaded')).toBeVisible()
    expect(tiles(root)).toHaveLength(0)
    directory.setHanging(false)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => tileNames(root)).toHaveLength(5)
    expect(pages(directory)).toEqual(['1', '1'])
  })

  test('a page that fails later keeps the list and offers Retry under it', async () => {
    const { root, directory } = await openAllWallets()
    await expect.poll(() => tiles(root).length).toBeGreaterThan(0)
    directory.setFailing(true)
    await scrollToEnd(root)
    await expect.element(page.getByText('More wallets could not be loaded.')).toBeVisible()
    expect(tiles(root).length).toBeGreaterThan(0)
    directory.setFailing(false)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => pages(directory)).toEqual(['1', '2', '2'])
  })
})

describe('AllWallets: search', () => {
  test('typing "rain" sends ONE request (after the pause, asking 100) and its results replace the list', async () => {
    const { root, directory } = await openAllWallets()
    await expect.poll(() => tiles(root).length).toBeGreaterThan(0)
    await searchBox().click()
    await userEvent.keyboard('rain')
    await expect
      .poll(() => root.querySelector('[role=status]')?.textContent)
      .toBe('100 wallets found')
    const searches = directory.requests.filter((url) => url.searchParams.has('search'))
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['rain'])
    expect(searches[0]?.searchParams.get('entries')).toBe('100')
    expect(page.getByRole('grid', { name: 'Wallets matching “rain”' }).query()).not.toBeNull()
    const names = tileNames(root)
    expect(names.length).toBeGreaterThan(8)
    expect(names.every((name) => name?.toLowerCase().includes('rain'))).toBe(true)
  })

  test('installed wallets matching the query are listed first', async () => {
    const { root } = await openAllWallets({ connectors: [INSTALLED] })
    await expect.poll(() => tiles(root).length).toBeGreaterThan(1)
    await searchBox().fill('latch')
    await expect.poll(() => root.querySelector('[role=status]')?.textContent).toBe('1 wallet found')
    expect(tileNames(root)).toEqual(['Latch Test Wallet'])
    expect(root.querySelector('.latch-aw-skeletons')).toBeNull()
  })

  test('no match says so, with the query', async () => {
    const { root } = await openAllWallets()
    await searchBox().fill('zzzz')
    await expect.element(page.getByText('No wallets found for “zzzz”')).toBeVisible()
    expect(root.querySelector('[role=grid]')).toBeNull()
  })

  test('clearing the search shows the full list again without a request', async () => {
    const { root, directory } = await openAllWallets()
    await searchBox().fill('moon')
    await expect.poll(() => tileNames(root)[0]).toMatch(/Moon/)
    const before = directory.requests.length
    await searchBox().fill('')
    await expect.poll(() => tileNames(root)[0]).toBe(nameOf(1))
    expect(directory.requests.length).toBe(before)
  })

  test('Escape clears a search first and keeps the modal open; the next Escape closes it', async () => {
    const { client } = await openAllWallets()
    await searchBox().fill('moon')
    await userEvent.keyboard('{Escape}')
    await expect.element(searchBox()).toHaveValue('')
    expect(client.getState().open).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(client.getState().open).toBe(false)
  })
})

describe('AllWallets: keyboard', () => {
  async function openWithList() {
    const setup = await openAllWallets({ connectors: [INSTALLED] })
    await expect.poll(() => tiles(setup.root).length).toBeGreaterThan(8)
    return setup
  }

  test('the search box has focus first; ArrowDown enters the grid, arrows move, ArrowUp leaves it', async () => {
    const { root } = await openWithList()
    expect(focused()).toBe(searchBox().element())
    const at = () => Number(focused()?.dataset.index)
    await userEvent.keyboard('{ArrowDown}')
    expect(at()).toBe(0)
    await userEvent.keyboard('{ArrowRight}')
    expect(at()).toBe(1)
    await userEvent.keyboard('{ArrowDown}')
    expect(at()).toBe(5)
    await userEvent.keyboard('{ArrowLeft}')
    expect(at()).toBe(4)
    await userEvent.keyboard('{End}')
    expect(at()).toBe(7)
    await userEvent.keyboard('{Home}')
    expect(at()).toBe(4)
    // One tab stop: the wallet last focused.
    expect(
      tiles(root)
        .filter((tile) => tile.tabIndex === 0)
        .map((tile) => tile.dataset.index),
    ).toEqual(['4'])
    await userEvent.keyboard('{ArrowUp}')
    expect(at()).toBe(0)
    await userEvent.keyboard('{ArrowUp}')
    expect(focused()).toBe(searchBox().element())
  })

  test('moving down past the rendered rows scrolls and keeps focus', async () => {
    const { root } = await openWithList()
    await userEvent.keyboard('{ArrowDown}')
    for (let press = 0; press < 9; press++) await userEvent.keyboard('{ArrowDown}')
    expect(Number(focused()?.dataset.index)).toBe(36)
    expect(scroller(root).scrollTop).toBeGreaterThan(0)
    await userEvent.keyboard('{Control>}{Home}{/Control}')
    expect(Number(focused()?.dataset.index)).toBe(0)
  })

  test('Enter on an installed wallet opens ConnectingExternal for it', async () => {
    const { client } = await openWithList()
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{Enter}')
    expect(client.getState().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: INSTALLED.id },
    })
  })

  test('typing a letter on a wallet types it into the search box (type-to-search)', async () => {
    const { directory } = await openWithList()
    await userEvent.keyboard('{ArrowDown}{ArrowRight}')
    expect(focused()?.dataset.index).toBe('1')
    await userEvent.keyboard('su')
    expect(focused()).toBe(searchBox().element())
    await expect.element(searchBox()).toHaveValue('su')
    await expect
      .poll(() => directory.requests.filter((u) => u.searchParams.has('search')).length)
      .toBe(1)
  })

  test('a directory wallet opens "Get {name}"; Escape closes it and focus returns to the wallet', async () => {
    const { client, root } = await openWithList()
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}')
    const heading = page.getByRole('heading', { name: `Get ${nameOf(1)}` })
    await expect.poll(() => focused()).toBe(heading.element())
    const links = [...root.querySelectorAll('.latch-aw-sheet a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://wallet1.example/'])
    await userEvent.keyboard('{Escape}')
    expect(root.querySelector('.latch-aw-sheet')).toBeNull()
    expect(client.getState().open).toBe(true)
    expect(focused()?.dataset.index).toBe('1')
  })

  test('with WalletConnect set up, a directory wallet opens its pairing instead', async () => {
    const walletConnect = TEST_CONNECTORS.find((c) => c.type === 'WALLET_CONNECT')!
    const { client, root } = await openAllWallets({ connectors: [walletConnect] })
    await expect.poll(() => tileNames(root)[0]).toBe(nameOf(1))
    await tiles(root)[0]!.click()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      params: { wallet: generateWallets(1)[0] },
    })
    expect(root.querySelector('.latch-aw-sheet')).toBeNull()
  })
})

describe('AllWallets: images', () => {
  test('an image that loads replaces the monogram', async () => {
    const { root } = await openAllWallets({ directory: createDirectoryDouble(generateWallets(2)) })
    await expect.poll(() => root.querySelectorAll('img.latch-aw-icon').length).toBe(2)
    expect(root.querySelector('.latch-aw-icon')?.getAttribute('data-state')).toBe('loaded')
  })

  test('an image that errors keeps the monogram', async () => {
    const wallet: Wallet = {
      id: 'broken',
      name: 'Broken Wallet',
      image_url: 'data:image/png;base64,AAAA',
    }
    const { root } = await openAllWallets({ directory: createDirectoryDouble([wallet]) })
    await expect
      .poll(() => root.querySelector('.latch-aw-icon')?.getAttribute('data-state'))
      .toBe('failed')
    expect(root.querySelector('.latch-aw-icon')?.textContent).toBe('BW')
    expect(root.querySelector('img.latch-aw-icon')).toBeNull()
  })

  test('an image still loading after 2 s is given up: the monogram stays', async () => {
    // A network that never answers: images created from here on never load nor error.
    const started: string[] = []
    class SilentImage extends Image {
      override set src(value: string) {
        started.push(value)
      }
    }
    vi.stubGlobal('Image', SilentImage)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const slow: Wallet = {
      id: 'slow',
      name: 'Slow Wallet',
      image_url: 'https://slow.example/slow.svg',
    }
    const { client, root } = await openAllWallets({ directory: createDirectoryDouble([]) })
    // The view's own first (empty) page must land first, or it would replace the list below.
    await expect.poll(() => client.getState().directory.all.status).toBe('ready')
    act(() =>
      client.store.setState((state) => ({
        directory: {
          ...state.directory,
          all: { status: 'ready', wallets: [slow], count: 1, page: 1 },
        },
      })),
    )
    const icon = () => root.querySelector('.latch-aw-icon')
    expect(started).toEqual(['https://slow.example/slow.svg'])
    expect(icon()?.getAttribute('data-state')).toBe('loading')
    expect(icon()?.textContent).toBe('SW')
    await act(async () => vi.advanceTimersByTime(1_999))
    expect(icon()?.getAttribute('data-state')).toBe('loading')
    await act(async () => vi.advanceTimersByTime(1))
    expect(icon()?.getAttribute('data-state')).toBe('failed')
    expect(icon()?.textContent).toBe('SW')
  })
})

describe('AllWallets in other languages', () => {
  test('every text comes from the catalogue: the grid, a "Get" panel, a search\'s count, no results', async () => {
    setCatalogue('es', pseudoCatalogue())
    const wallets = generateWallets(3)
    const { root } = await openAllWallets({
      connectors: [INSTALLED],
      directory: createDirectoryDouble(wallets),
      options: { locale: 'es' },
    })
    const names = [INSTALLED.name, ...wallets.map((wallet) => wallet.name)]
    const data = [...names, ...names.map(getMonogram)]
    await expect.poll(() => tiles(root).length).toBe(4)
    tiles(root)[1]!.click()
    await expect.poll(() => root.querySelector('.latch-aw-sheet h3')?.textContent).toContain('⟦')
    expect(untranslatedTexts(root, data)).toEqual([])

    const search = root.querySelector<HTMLInputElement>('input[type=search]')!
    expect(search.placeholder).toBe('⟦Search wallets⟧')
    await page.getByRole('searchbox').fill('latch')
    await expect
      .poll(() => root.querySelector('[role=status]')?.textContent)
      .toBe('⟦1 wallet found⟧')
    expect(untranslatedTexts(root, data)).toEqual([])
    await page.getByRole('searchbox').fill('zzzz')
    await expect
      .poll(() => root.querySelector('.latch-empty-title')?.textContent)
      .toBe('⟦No wallets found for “zzzz”⟧')
    expect(untranslatedTexts(root, data)).toEqual([])
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the grid with an installed wallet and an open "Get" panel has no violations', async () => {
    const { root, host } = await openAllWallets({ connectors: [INSTALLED], options: { themeMode } })
    await expect.poll(() => tiles(root).length).toBeGreaterThan(8)
    await tiles(root)[2]!.click()
    await expect.element(page.getByRole('heading', { name: /^Get / })).toBeVisible()
    await settle()
    expect(await violationsOf(host)).toEqual([])
  })

  test('the empty and error states have no violations', async () => {
    const directory = createDirectoryDouble()
    const { host } = await openAllWallets({ directory, options: { themeMode } })
    await searchBox().fill('zzzz')
    await expect.element(page.getByText('No wallets found for “zzzz”')).toBeVisible()
    await settle()
    expect(await violationsOf(host)).toEqual([])
    directory.setFailing(true)
    await searchBox().fill('zzz')
    await expect.element(page.getByText('Search failed')).toBeVisible()
    expect(await violationsOf(host)).toEqual([])
  })
})
