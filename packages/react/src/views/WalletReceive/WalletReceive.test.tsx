import { cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { settle, violationsOf } from '../../test/axe.ts'
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
