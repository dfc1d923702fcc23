import { createMemoryStorage, type LatchOptions } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import {
  createTestClient,
  getModalHost,
  renderWithLatch,
  TEST_CONNECTORS,
} from '../../test/fixtures.tsx'
import { createDirectoryDouble } from '../AllWallets/testDirectory.ts'

afterEach(cleanup)

const TERMS = 'https://example.com/terms'
const PRIVACY = 'https://example.com/privacy'

async function openWith(options: Partial<LatchOptions>) {
  const directory = createDirectoryDouble([{ id: 'metamask', name: 'MetaMask' }])
  const client = createTestClient({ fetch: directory.fetch, ...options })
  client.store.setState({ connectors: TEST_CONNECTORS })
  renderWithLatch(null, client)
  await act(() => client.open())
  return { client, root: getModalHost().root }
}

const walletButtons = (root: ShadowRoot) => [
  ...root.querySelectorAll<HTMLButtonElement>('ul[aria-label="Wallets"] button'),
]

describe('legalCheckbox', () => {
  const legal = {
    features: { legalCheckbox: true },
    termsConditionsUrl: TERMS,
    privacyPolicyUrl: PRIVACY,
  }

  test('no wallet can be chosen until the box is ticked; then every row can, and the acceptance is kept', async () => {
    const { client, root } = await openWith(legal)
    const box = page.getByRole('checkbox', {
      name: /I agree to the Terms of Service and Privacy Policy/,
    })
    await expect.element(box, { timeout: 10_000 }).not.toBeChecked()
    await expect.poll(() => walletButtons(root).length, { timeout: 10_000 }).toBeGreaterThan(1)
    expect(walletButtons(root).every((button) => button.matches(':disabled'))).toBe(true)
    // A disabled row does nothing when clicked.
    walletButtons(root)[0]!.click()
    expect(client.getState().history.at(-1)?.view).toBe('Connect')

    const terms = page.getByRole('link', { name: 'Terms of Service' })
    await expect.element(terms).toHaveAttribute('href', TERMS)
    await expect.element(terms).toHaveAttribute('target', '_blank')
    await expect.element(terms).toHaveAttribute('rel', 'noopener noreferrer')
    await expect
      .element(page.getByRole('link', { name: 'Privacy Policy' }))
      .toHaveAttribute('href', PRIVACY)

    await box.click()
    await expect
      .poll(() => walletButtons(root).some((button) => button.matches(':disabled')))
      .toBe(false)
    expect(client.getState().legalAccepted).toBe(`${TERMS} ${PRIVACY}`)
    expect(client.storage.getItem('@latch/legal_accepted')).toBe(`${TERMS} ${PRIVACY}`)
    walletButtons(root)
      .find((b) => b.textContent?.includes('Latch Test Wallet'))
      ?.click()
    await expect.poll(() => client.getState().history.at(-1)?.view).toBe('ConnectingExternal')
  })

  test('accepted on an earlier visit (same links): usable at once; new links ask again', async () => {
    const stored = (accepted: string) =>
      createMemoryStorage({ '@latch/legal_accepted': accepted, '@latch/version': '1' })
    const accepted = await openWith({ ...legal, storage: stored(`${TERMS} ${PRIVACY}`) })
    await expect
      .poll(() => walletButtons(accepted.root).length, { timeout: 10_000 })
      .toBeGreaterThan(1)
    await expect.element(page.getByRole('checkbox'), { timeout: 10_000 }).toBeChecked()
    expect(walletButtons(accepted.root).some((button) => button.matches(':disabled'))).toBe(false)
    cleanup()

    const changed = await openWith({
      ...legal,
      termsConditionsUrl: 'https://example.com/terms-v2',
      storage: stored(`${TERMS} ${PRIVACY}`),
    })
    await expect
      .poll(() => walletButtons(changed.root).length, { timeout: 10_000 })
      .toBeGreaterThan(1)
    expect(walletButtons(changed.root).every((button) => button.matches(':disabled'))).toBe(true)
  })

  test('off (the default), or on with no links to agree to: no box, nothing disabled', async () => {
    for (const options of [{}, { features: { legalCheckbox: true } }]) {
      const { root } = await openWith(options)
      await expect.poll(() => walletButtons(root).length, { timeout: 10_000 }).toBeGreaterThan(1)
      expect(root.querySelector('input[type=checkbox]')).toBeNull()
      expect(walletButtons(root).some((button) => button.matches(':disabled'))).toBe(false)
      cleanup()
    }
  })
})

test('a link that is not an http(s) URL: not linked, and the console says which option', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const { root } = await openWith({
    features: { legalCheckbox: true },
    termsConditionsUrl: TERMS,
    privacyPolicyUrl: 'javascript:alert(1)',
  })
  await expect
    .poll(() => root.querySelector('.latch-legal')?.textContent, { timeout: 10_000 })
    .toBe('I agree to the Terms of Service')
  expect(root.querySelector('.latch-legal a[href^="javascript"]')).toBeNull()
  const latchErrors = consoleError.mock.calls.filter((call) => call[0] === '[latch]')
  expect(latchErrors).toEqual([
    [
      '[latch]',
      expect.stringContaining('`privacyPolicyUrl` is not an http(s) URL'),
      'javascript:alert(1)',
    ],
  ])
  consoleError.mockRestore()
})

describe('collapseWallets', () => {
  test('one "Continue with a wallet" row opens the wallet list', async () => {
    const { client, root } = await openWith({ features: { collapseWallets: true } })
    const row = page.getByRole('button', { name: 'Continue with a wallet' })
    await expect.element(row, { timeout: 10_000 }).toBeVisible()
    expect(walletButtons(root).map((button) => button.textContent)).toEqual([
      'Continue with a wallet',
    ])
    await row.click()
    await expect
      .poll(() => client.getState().history.at(-1))
      .toMatchObject({
        view: 'Connect',
        params: { wallets: true },
      })
    await expect.element(page.getByRole('button', { name: /Latch Test Wallet/ })).toBeVisible()
    await expect
      .poll(() => walletButtons(root).some((b) => b.textContent?.startsWith('All Wallets')))
      .toBe(true)
    expect(root.textContent).not.toContain('Continue with a wallet')
  })
})

describe('in other languages', () => {
  test('the terms box (both links, one link) and "Continue with a wallet" come from the catalogue', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { root } = await openWith({
      locale: 'es',
      features: { legalCheckbox: true, collapseWallets: true },
      termsConditionsUrl: TERMS,
      privacyPolicyUrl: PRIVACY,
    })
    const legal = () => root.querySelector('.latch-legal')
    await expect.poll(() => legal()?.textContent, { timeout: 10_000 }).toContain('⟦')
    expect(legal()?.textContent).toBe('⟦I agree to the ⟦Terms of Service⟧ and ⟦Privacy Policy⟧⟧')
    // The one text without brackets is the sentence's middle, between its two links (the whole
    // sentence is the catalogue's, as its text above shows).
    expect(untranslatedTexts(root)).toEqual(['span: and'])

    cleanup()
    const { root: termsOnly } = await openWith({
      locale: 'es',
      features: { legalCheckbox: true },
      termsConditionsUrl: TERMS,
    })
    await expect
      .poll(() => termsOnly.querySelector('.latch-legal')?.textContent, { timeout: 10_000 })
      .toBe('⟦I agree to the ⟦Terms of Service⟧⟧')
  })

  test('in Japanese, the sentence keeps its links where the language puts them', async () => {
    await openWith({
      locale: 'ja',
      features: { legalCheckbox: true },
      termsConditionsUrl: TERMS,
      privacyPolicyUrl: PRIVACY,
    })
    await expect
      .element(page.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意します' }), {
        timeout: 10_000,
      })
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: '利用規約' }))
      .toHaveAttribute('href', TERMS)
  })
})
