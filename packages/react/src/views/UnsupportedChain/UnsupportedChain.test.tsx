import { cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { NetworkButton } from '../../NetworkButton/NetworkButton.tsx'
import { getNetworkMonogram } from '../../NetworkIcon/NetworkIcon.tsx'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { cleanupWallets, createScriptedClient } from '../../test/wallets.ts'

afterEach(() => {
  cleanup()
  cleanupWallets()
})

const NOTE =
  "This app doesn't support your current network. Switch to an available option to continue."

/** A wallet on chain 999, which the site doesn't list, connected through the Connect view. */
async function connectOnUnlistedChain(options = {}) {
  const scripted = createScriptedClient(options)
  scripted.script.chainId = 999
  renderWithLatch(<NetworkButton />, scripted.client)
  await scripted.client.open()
  await page.getByRole('button', { name: /Dev Wallet/ }).click()
  await expect.element(page.getByText(NOTE)).toBeVisible()
  return { ...scripted, root: getModalHost().root }
}

describe('UnsupportedChain view', () => {
  test('opens after connecting on an unlisted network: the note, the networks, Disconnect', async () => {
    const { client, root } = await connectOnUnlistedChain()
    expect(client.getState().history).toEqual([{ view: 'UnsupportedChain' }])
    await expect.element(page.getByRole('heading', { name: 'Switch Network' })).toBeVisible()
    const names = [...root.querySelectorAll('.latch-network-list .latch-wallet-name')].map(
      (name) => name.textContent,
    )
    expect(names).toEqual(['Latch Devnet', 'Latch Devnet 2', 'Ethereum'])
    // None of the site's networks is the current one.
    expect(root.querySelector('[aria-current]')).toBeNull()
    await expect.element(page.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  })

  test('the network button warns "Unsupported network"', async () => {
    await connectOnUnlistedChain()
    const button = page.getByRole('button', { name: 'Unsupported network' })
    await expect.element(button).toBeVisible()
    expect(button.element().getAttribute('data-state')).toBe('unsupported')
  })

  test('picking a network switches the wallet and closes the modal', async () => {
    const { client, calls } = await connectOnUnlistedChain()
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(calls).toContain('switch:eip155:31338')
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31338')
    await expect.element(page.getByRole('button', { name: 'Latch Devnet 2' })).toBeVisible()
  })

  test('Tab goes through the networks, Disconnect, Close; Space on a network picks it', async () => {
    const { client, root } = await connectOnUnlistedChain()
    const names: string[] = []
    for (let step = 0; step < 6; step++) {
      const active = root.activeElement as HTMLElement | null
      names.push(
        active?.getAttribute('aria-label') ??
          active?.querySelector('.latch-wallet-name')?.textContent ??
          '',
      )
      await userEvent.keyboard('{Tab}')
    }
    expect(names).toEqual([
      'Latch Devnet',
      'Latch Devnet 2',
      'Ethereum',
      'Disconnect',
      'Close',
      'Latch Devnet',
    ])
    await userEvent.keyboard(' ')
    await expect.poll(() => client.getState().activeCaipNetworkId).toBe('eip155:31338')
    await expect.poll(() => client.getState().open).toBe(false)
  })

  test('Disconnect from there disconnects and closes', async () => {
    const { client } = await connectOnUnlistedChain()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(client.getState().accounts.eip155).toBeUndefined()
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the view and the warning network button have no violations', async () => {
    await connectOnUnlistedChain({ themeMode })
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    expect(await violationsOf(document.body)).toEqual([])
  })
})

describe('UnsupportedChain in other languages', () => {
  test('every text comes from the catalogue (a pseudo-language)', async () => {
    const { client, root } = await connectOnUnlistedChain()
    setCatalogue('es', pseudoCatalogue())
    client.setLocale('es')
    const note = () => root.querySelector('.latch-unsupported-note')?.textContent
    await expect.poll(note).toBe(`⟦${NOTE}⟧`)
    const data = client.networks.flatMap((network) => [
      network.name,
      getNetworkMonogram(network.name),
    ])
    expect(untranslatedTexts(root.querySelector('.latch-unsupported')!, data)).toEqual([])
  })
})
