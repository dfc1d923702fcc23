import type { Wallet } from '@latch/core/api'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { createPairingClient, pairingUri } from '../../test/walletConnectPairing.ts'
import { createDirectoryDouble, svgDataUrl } from '../AllWallets/testDirectory.ts'
import { getMonogram } from '../Connect/WalletIcon.tsx'

const restores: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const restore of restores.splice(0)) restore()
})

const DIRECTORY: Wallet[] = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name, i) => ({
  id: name.toLowerCase(),
  name: `${name} Wallet`,
  image_url: svgDataUrl(name[0] ?? '?', `hsl(${i * 60} 60% 40%)`),
  mobile_link: `${name.toLowerCase()}://`,
  chains: ['eip155:1'],
}))

/** A site with WalletConnect and no chain adapters (SPEC §2 opening rule 4), opened. */
async function openBasic(options = {}) {
  const directory = createDirectoryDouble(DIRECTORY)
  const pairing = createPairingClient({ adapters: [], fetch: directory.fetch, ...options })
  renderWithLatch(null, pairing.client)
  await act(() => pairing.client.open())
  return { ...pairing, directory, root: getModalHost().root }
}

const shownUri = (root: ShadowRoot) =>
  root.querySelector('.latch-qr[data-state=ready]')?.getAttribute('data-value') ?? null

const walletNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('.latch-wc-wallets .latch-wallet-name')].map((n) => n.textContent)

describe('ConnectingWalletConnectBasic', () => {
  test('with no adapters, a computer opens on the code, "Copy link" and up to 4 directory wallets', async () => {
    const { root, client, setUri, calls } = await openBasic()
    expect(client.getState().history.at(-1)?.view).toBe('ConnectingWalletConnectBasic')
    await expect.element(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    // The view loads on demand, then asks core for a pairing once. On a fresh checkout Vite
    // transforms the view's chunk on this first request, which can take longer than a second.
    await expect.poll(() => calls.connect, { timeout: 10_000 }).toBe(1)
    setUri(pairingUri(1))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(1))
    await expect
      .element(page.getByRole('button', { name: 'Copy link' }))
      .not.toHaveAttribute('aria-disabled')
    // The view's first control has focus: "Copy link", even before the URI arrived.
    expect(root.activeElement?.textContent).toBe('Copy link')
    await expect
      .poll(() => walletNames(root))
      .toEqual(['Alpha Wallet', 'Bravo Wallet', 'Charlie Wallet', 'Delta Wallet', 'All Wallets'])
  })

  test('picking a wallet shows its pairing with the same code: the pairing is kept', async () => {
    const { root, client, setUri, calls } = await openBasic()
    setUri(pairingUri(2))
    await expect.poll(() => walletNames(root)).toContain('Bravo Wallet')
    await page.getByRole('button', { name: 'Bravo Wallet' }).click()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      params: { wallet: DIRECTORY[1] },
    })
    await expect.element(page.getByRole('dialog', { name: 'Bravo Wallet' })).toBeVisible()
    await expect.poll(() => shownUri(root)).toBe(pairingUri(2))
    expect(calls.cancel).toBe(0)
    // Back on the basic view, still the same pairing; closing drops it.
    await act(() => client.goBack())
    await expect
      .poll(() => client.getState().history.at(-1)?.view)
      .toBe('ConnectingWalletConnectBasic')
    expect(calls.cancel).toBe(0)
    act(() => client.close())
    await expect.poll(() => calls.cancel).toBeGreaterThan(0)
  })

  test('"All Wallets" opens the directory', async () => {
    const { client } = await openBasic()
    await page.getByRole('button', { name: 'All Wallets' }).click()
    expect(client.getState().history.at(-1)?.view).toBe('AllWallets')
  })

  test('on a phone the same site opens on AllWallets (opening rule 4)', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (Linux; Android 14) Mobile',
      configurable: true,
    })
    restores.push(() => Reflect.deleteProperty(navigator, 'userAgent'))
    const { client } = await openBasic()
    expect(client.getState().history.at(-1)?.view).toBe('AllWallets')
    await expect.element(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the basic view with its code and wallets has no violations', async () => {
    const { root, setUri } = await openBasic({ themeMode })
    setUri(pairingUri(3))
    await expect.poll(() => walletNames(root)).toContain('Alpha Wallet')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})

test('in another language, every text comes from the catalogue (wallet names are data)', async () => {
  setCatalogue('es', pseudoCatalogue())
  const { root, setUri } = await openBasic({ locale: 'es' })
  await expect.poll(() => walletNames(root).length, { timeout: 10_000 }).toBe(5)
  setUri(pairingUri(1))
  await expect.poll(() => shownUri(root)).toBe(pairingUri(1))
  const names = [...DIRECTORY.map((wallet) => wallet.name), 'WalletConnect']
  const view = root.querySelector('.latch-wc') as Element
  expect(untranslatedTexts(view, [...names, ...names.map(getMonogram)])).toEqual([])
  expect(root.querySelector('.latch-title')?.textContent).toBe('⟦Connect Wallet⟧')
})
