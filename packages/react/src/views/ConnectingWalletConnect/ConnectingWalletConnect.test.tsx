import { ConnectFailedError, ConnectionRejectedError, RelayUnavailableError } from '@latch/core'
import type { Wallet } from '@latch/core/api'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  createPairingClient,
  NATIVE_WALLET,
  pairingUri,
  UNIVERSAL_WALLET,
} from '../../test/walletConnectPairing.ts'
import { withPairingUri } from './appLinks.ts'

const restores: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const restore of restores.splice(0)) restore()
})

/** A phone's user agent for core's isMobile() until the test ends. */
function pretendMobile() {
  Object.defineProperty(navigator, 'userAgent', {
    value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    configurable: true,
  })
  restores.push(() => Reflect.deleteProperty(navigator, 'userAgent'))
}

/** Keeps clicks on app links in the test page (a custom scheme would leave it). */
function stayOnPage() {
  const stop = (event: Event) => event.preventDefault()
  window.addEventListener('click', stop)
  restores.push(() => window.removeEventListener('click', stop))
}

async function openPairing(wallet?: Wallet, options = {}) {
  const pairing = createPairingClient(options)
  renderWithLatch(null, pairing.client)
  await act(() =>
    pairing.client.open({
      view: 'ConnectingWalletConnect',
      ...(wallet ? { arguments: { wallet } } : {}),
    }),
  )
  const { root } = getModalHost()
  await expect.poll(() => root.querySelector('.latch-wc')).not.toBeNull()
  // The view asks for its pairing from an effect, which may run after the first paint.
  await expect.poll(() => pairing.calls.connect).toBeGreaterThan(0)
  return { ...pairing, root }
}

/** The URI the drawn code carries, or `null` while no code is on screen. */
const shownUri = (root: ShadowRoot) =>
  root.querySelector('.latch-qr[data-state=ready]')?.getAttribute('data-value') ?? null

const box = (element: Element | null) => {
  const rect = element?.getBoundingClientRect()
  return rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
}

describe('ConnectingWalletConnect', () => {
  test('asks core for a pairing once and draws its URI with the WalletConnect icon in the middle', async () => {
    const { root, calls, setUri, client } = await openPairing()
    expect(calls.connect).toBe(1)
    setUri(pairingUri(1))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(1))
    const icon = client.getState().connectors.find((c) => c.type === 'WALLET_CONNECT')?.imageUrl
    expect(root.querySelector('.latch-qr-center img')?.getAttribute('src')).toBe(icon)
    expect(
      root.querySelector('[role=img][aria-label="QR code to connect your wallet"]'),
    ).not.toBeNull()
    await expect.element(page.getByText('Scan with your phone')).toBeVisible()
    await expect.element(page.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
  })

  test('with no icon for WalletConnect, its monogram stands in the middle', async () => {
    const { root, setUri, client } = await openPairing()
    act(() =>
      client.store.setState({
        connectors: [
          { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
        ],
      }),
    )
    setUri(pairingUri(40))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(40))
    expect(root.querySelector('.latch-qr-center .latch-monogram')?.textContent).toBe('W')
  })

  test('"Copy link" copies the URI and says so', async () => {
    const { root, setUri } = await openPairing()
    const copy = page.getByRole('button', { name: 'Copy link' })
    // Nothing to copy yet: the button waits for the URI (and copies nothing if pressed).
    await expect.element(copy).toHaveAttribute('aria-disabled', 'true')
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    restores.push(() => writeText.mockRestore())
    // A DOM click: Playwright's own refuses an aria-disabled button, as a visitor would find it.
    ;(copy.element() as HTMLElement).click()
    expect(writeText).not.toHaveBeenCalled()
    setUri(pairingUri(2))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(2))
    await expect.element(copy).not.toHaveAttribute('aria-disabled')
    await copy.click()
    expect(writeText).toHaveBeenCalledWith(pairingUri(2))
    await expect.element(page.getByText('Link copied')).toBeVisible()
  })

  test('a refused clipboard is said, not swallowed', async () => {
    const { root, setUri } = await openPairing()
    setUri(pairingUri(3))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(3))
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    restores.push(() => writeText.mockRestore())
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect.element(page.getByText('Could not copy the link')).toBeVisible()
  })

  test('while loading, a placeholder of the code’s size holds the place: nothing moves when the code comes', async () => {
    const { root, setUri } = await openPairing()
    await settle()
    expect(root.querySelector('.latch-wc')?.getAttribute('data-state')).toBe('waiting')
    const placeholder = root.querySelector('.latch-wc-placeholder')
    expect(placeholder?.getAttribute('aria-busy')).toBe('true')
    const before = {
      placeholder: box(placeholder),
      copy: box(root.querySelector('.latch-wc-copy')),
    }
    setUri(pairingUri(4))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(4))
    expect(box(root.querySelector('.latch-qr'))).toEqual(before.placeholder)
    expect(box(root.querySelector('.latch-wc-copy'))).toEqual(before.copy)
    expect(before.placeholder?.width).toBe(240)
  })

  test('a new URI replaces the code in place: a code is on screen at every change', async () => {
    const { root, setUri } = await openPairing()
    setUri(pairingUri(5))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(5))
    const seen: (string | null)[] = []
    const observer = new MutationObserver(() => seen.push(shownUri(root)))
    observer.observe(root, { subtree: true, childList: true, attributes: true })
    for (const n of [6, 7, 8]) {
      setUri(pairingUri(n))
      await expect.poll(() => shownUri(root)).toBe(pairingUri(n))
    }
    observer.disconnect()
    expect(seen.length).toBeGreaterThan(0)
    expect(seen).not.toContain(null)
    // Each swap is one change: the next code straight after the previous one.
    expect(new Set(seen)).toEqual(new Set([6, 7, 8].map(pairingUri)))
  })

  test('a URI that counts as expired is never drawn, nor copied', async () => {
    const { root, setUri } = await openPairing()
    // Set 231 s ago: inside the last 10 s of its 4 minutes (SPEC §4), so expired.
    setUri(pairingUri(9), Date.now() - (PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS) - 1_000)
    await settle()
    expect(shownUri(root)).toBeNull()
    expect(root.querySelector('.latch-wc-placeholder')).not.toBeNull()
    await expect
      .element(page.getByRole('button', { name: 'Copy link' }))
      .toHaveAttribute('aria-disabled', 'true')
  })

  test('a URI is taken off screen the moment it starts to count as expired', async () => {
    const { root, setUri } = await openPairing()
    // 400 ms of validity left.
    setUri(pairingUri(10), Date.now() - (PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS) + 400)
    await expect.poll(() => shownUri(root)).toBe(pairingUri(10))
    await expect.poll(() => shownUri(root), { timeout: 2_000 }).toBeNull()
    // Core's fresh URI takes its place.
    setUri(pairingUri(11))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(11))
  })

  test('a decline says "Connection rejected" over the fresh code and waits on it', async () => {
    const { root, calls, setUri, fail, approve, client } = await openPairing()
    setUri(pairingUri(12))
    await fail(new ConnectionRejectedError({ details: 'wallet declined' }))
    setUri(pairingUri(13))
    await expect.element(page.getByText('Connection rejected', { exact: true })).toBeVisible()
    await expect.element(page.getByText('Scan the new code to try again.')).toBeVisible()
    expect(root.querySelector('.latch-wc')?.getAttribute('data-state')).toBe('rejected')
    await expect.poll(() => shownUri(root)).toBe(pairingUri(13))
    // The view waits on the fresh pairing: a scan of the new code connects.
    expect(calls.connect).toBe(2)
    await approve()
    await expect.poll(() => client.getState().open).toBe(false)
  })

  test('another failure shows its message and "Try again", which pairs anew', async () => {
    const { calls, fail } = await openPairing()
    await fail(new ConnectFailedError({ details: 'relay unreachable' }))
    await expect.element(page.getByText('Failed to connect', { exact: true })).toBeVisible()
    expect(calls.connect).toBe(1)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => calls.connect).toBe(2)
    await expect.element(page.getByText('Scan with your phone')).toBeVisible()
  })

  test('the relay out of reach says WalletConnect is unavailable (not the wallet’s fault), with "Try again"', async () => {
    const { calls, fail, root } = await openPairing()
    await fail(new ConnectFailedError({ cause: new RelayUnavailableError(10_000) }))
    await expect
      .element(page.getByText('WalletConnect is unavailable right now', { exact: true }))
      .toBeVisible()
    await expect.element(page.getByText(/connection service can’t be reached/)).toBeVisible()
    expect(root.textContent).not.toContain('unlocked')
    // The code's placeholder stops pulsing: nothing on screen says it is still loading.
    const placeholder = root.querySelector('.latch-wc-placeholder')
    expect(placeholder && getComputedStyle(placeholder).animationName).toBe('none')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => calls.connect).toBe(2)
  })

  test('approval closes the modal', async () => {
    const { setUri, approve, client } = await openPairing()
    setUri(pairingUri(14))
    await approve()
    await expect.poll(() => client.getState().open).toBe(false)
  })

  test('closing the modal drops the pairing and starts no other', async () => {
    const { calls, client, setUri } = await openPairing()
    setUri(pairingUri(15))
    // As core's close() does it, outside act (React re-renders on its own schedule): the store
    // resets the stack, then the pending pairing is cancelled.
    client.close()
    client.cancelWalletConnect()
    await settle()
    expect(calls.cancel).toBeGreaterThan(0)
    expect(calls.connect).toBe(1)
  })

  test('leaving the view drops the pairing; StrictMode’s rehearsal does not', async () => {
    const pairing = createPairingClient()
    renderWithLatch(null, pairing.client, { strict: true })
    await act(() => pairing.client.open())
    await act(() => pairing.client.pushView({ view: 'ConnectingWalletConnect' }))
    await expect.poll(() => pairing.calls.connect).toBeGreaterThan(0)
    await settle()
    expect(pairing.calls.cancel).toBe(0)
    await act(() => pairing.client.goBack())
    await expect.poll(() => pairing.calls.cancel).toBe(1)
  })
})

describe('a directory wallet', () => {
  test('on a computer: its code (its icon in the middle), its desktop and web apps; no phone link', async () => {
    const { root, setUri } = await openPairing(NATIVE_WALLET)
    setUri(pairingUri(20))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(20))
    await expect.element(page.getByRole('dialog', { name: NATIVE_WALLET.name })).toBeVisible()
    expect(root.querySelector('.latch-qr-center img')?.getAttribute('src')).toBe(
      NATIVE_WALLET.image_url,
    )
    await expect
      .element(page.getByText('Open Rainbow Test on your phone and scan this code.'))
      .toBeVisible()
    const desktop = page.getByRole('link', { name: 'Desktop app' })
    await expect
      .element(desktop)
      .toHaveAttribute('href', `rainbowtest-desktop://wc?uri=${encodeURIComponent(pairingUri(20))}`)
    const web = page.getByRole('link', { name: /Web app/ })
    await expect
      .element(web)
      .toHaveAttribute(
        'href',
        `https://app.rainbow.example/wc?uri=${encodeURIComponent(pairingUri(20))}`,
      )
    await expect.element(web).toHaveAttribute('target', '_blank')
    expect(root.querySelector('[data-kind=mobile]')).toBeNull()
  })

  test.each([
    { kind: 'custom scheme', wallet: NATIVE_WALLET, base: 'rainbowtest://' },
    { kind: 'universal link', wallet: UNIVERSAL_WALLET, base: 'https://link.universal.example/' },
  ])(
    'on a phone, "Open {wallet}" ($kind) leads with its app link and stores the choice',
    async ({ wallet, base }) => {
      pretendMobile()
      stayOnPage()
      const { root, setUri, client } = await openPairing(wallet)
      const open = page.getByRole('link', { name: `Open ${wallet.name}` })
      setUri(pairingUri(21))
      await expect.poll(() => shownUri(root)).toBe(pairingUri(21))
      await expect.element(open).toHaveAttribute('href', withPairingUri(base, pairingUri(21)))
      // It comes first, above the code.
      expect(root.querySelector('.latch-wc')?.firstElementChild?.nextElementSibling).toBe(
        root.querySelector('.latch-wc-open'),
      )
      await expect.element(page.getByText(`Continue in ${wallet.name}`)).toBeVisible()
      await open.click()
      expect(client.getState().deepLinkChoice).toEqual({ name: wallet.name, href: base })
    },
  )

  test('on a phone the app link is inert until the URI is there', async () => {
    pretendMobile()
    const { root, setUri } = await openPairing(NATIVE_WALLET)
    const link = root.querySelector('.latch-wc-open')
    expect(link?.hasAttribute('href')).toBe(false)
    expect(link?.getAttribute('aria-disabled')).toBe('true')
    setUri(pairingUri(22))
    await expect
      .poll(() => link?.getAttribute('href'))
      .toBe(withPairingUri('rainbowtest://', pairingUri(22)))
  })

  test('picking the web app stores it as the choice', async () => {
    stayOnPage()
    const { root, setUri, client } = await openPairing(NATIVE_WALLET)
    setUri(pairingUri(23))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(23))
    await page.getByRole('link', { name: /Web app/ }).click()
    expect(client.getState().deepLinkChoice).toEqual({
      name: NATIVE_WALLET.name,
      href: 'https://app.rainbow.example/',
    })
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the code with a directory wallet’s links has no violations', async () => {
    const { host } = getModalHostAfter(await openPairing(NATIVE_WALLET, { themeMode }))
    await settle()
    expect(await violationsOf(host)).toEqual([])
  })

  test('the loading placeholder and the rejected state have no violations', async () => {
    const pairing = await openPairing(undefined, { themeMode })
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    pairing.setUri(pairingUri(30))
    await pairing.fail(new ConnectionRejectedError({}))
    await expect.element(page.getByText('Connection rejected', { exact: true })).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})

/** The modal host once `pairing` shows a code. */
function getModalHostAfter(pairing: Awaited<ReturnType<typeof openPairing>>) {
  pairing.setUri(pairingUri(31))
  return getModalHost()
}

describe('ConnectingWalletConnect in other languages', () => {
  test('waiting (code, app links), declined, failed: every text comes from the catalogue', async () => {
    const pseudo = pseudoCatalogue()
    // A failure's title is its error class's text (the errors namespace, another part's).
    setCatalogue('es', {
      ...pseudo,
      errors: { ...pseudo.errors, ConnectFailedError: '⟦Failed to connect⟧' },
    })
    const { root, setUri, fail } = await openPairing(NATIVE_WALLET, { locale: 'es' })
    const view = () => root.querySelector('.latch-wc') as Element
    const data = [NATIVE_WALLET.name, 'RT']
    await expect.poll(() => view().textContent, { timeout: 10_000 }).toContain('⟦')
    expect(untranslatedTexts(view(), data)).toEqual([])
    setUri(pairingUri(1))
    await expect.poll(() => shownUri(root)).toBe(pairingUri(1))
    expect(untranslatedTexts(view(), data)).toEqual([])
    await fail(new ConnectionRejectedError())
    await expect.poll(() => view().textContent).toContain('⟦Connection rejected⟧')
    expect(untranslatedTexts(view(), data)).toEqual([])
    await fail(new ConnectFailedError({ cause: new Error('gone') }))
    await expect.poll(() => view().textContent).toContain('⟦Failed to connect⟧')
    expect(untranslatedTexts(view(), data)).toEqual([])
  })
})
