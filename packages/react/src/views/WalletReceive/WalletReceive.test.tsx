import { cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { cleanupWallets, createConnectedClient } from '../../test/wallets.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

afterEach(() => {
  cleanup()
  cleanupWallets()
  vi.restoreAllMocks()
})

async function openReceive(options = {}) {
  const { client } = await createConnectedClient(options)
  renderWithLatch(<span />, client)
  await client.open({ view: 'WalletReceive' })
  await expect.element(page.getByRole('heading', { name: 'Receive', exact: true })).toBeVisible()
  return client
}

describe('WalletReceive', () => {
  test('the address as a QR code and in full, and the EVM networks the site lists', async () => {
    await openReceive()
    const qr = page.getByRole('img', { name: 'QR code of your EVM address' })
    await expect.element(qr).toBeVisible()
    // The drawn code carries exactly the address (the QR component marks what it encoded).
    await expect
      .poll(() => getModalHost().root.querySelector('.latch-qr')?.getAttribute('data-value'))
      .toBe(ADDRESS)
    await expect.element(page.getByText(ADDRESS)).toBeVisible()
    const networks = [...getModalHost().root.querySelectorAll('.latch-receive-networks li')].map(
      (item) => item.textContent?.trim(),
    )
    expect(networks).toEqual(['LDLatch Devnet', 'LD2Latch Devnet 2', 'EEthereum'])
  })

  test('Copy address puts the full address on the clipboard and says so', async () => {
    const client = await openReceive()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await page.getByRole('button', { name: 'Copy address' }).click()
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    await expect.poll(() => client.getState().toast?.message).toBe('Address copied')
  })
})

describe('WalletReceive in other languages', () => {
  test('every text comes from the catalogue (a pseudo-language shows no bare text)', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client } = await createConnectedClient({ locale: 'es' })
    renderWithLatch(<span />, client)
    await client.open({ view: 'WalletReceive' })
    const view = () => getModalHost().root.querySelector('.latch-receive')
    await expect.poll(() => view()?.textContent).toContain('⟦')
    const networks = ['Latch Devnet', 'Latch Devnet 2', 'Ethereum', 'LD', 'LD2']
    expect(untranslatedTexts(view() as Element, networks)).toEqual([])
  })

  test('in Japanese, loaded on demand; the address stays left to right', async () => {
    const { client } = await createConnectedClient({ locale: 'ja' })
    renderWithLatch(<span />, client)
    await client.open({ view: 'WalletReceive' })
    await expect
      .element(page.getByRole('button', { name: 'アドレスをコピー' }), { timeout: 10_000 })
      .toBeVisible()
    await expect
      .element(page.getByRole('img', { name: 'あなたのEVMアドレスのQRコード' }))
      .toBeVisible()
    expect(
      getModalHost().root.querySelector('.latch-receive-address code')?.getAttribute('dir'),
    ).toBe('ltr')
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the receive view has no violations', async () => {
    await openReceive({ themeMode })
    await expect
      .poll(() => getModalHost().root.querySelector('.latch-qr')?.getAttribute('data-state'))
      .toBe('ready')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
