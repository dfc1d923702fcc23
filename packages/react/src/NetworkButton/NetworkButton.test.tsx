import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../test/axe.ts'
import { pseudoCatalogue } from '../test/catalogueText.ts'
import { renderWithLatch } from '../test/fixtures.tsx'
import { cleanupWallets, createConnectedClient, createScriptedClient } from '../test/wallets.ts'
import { NetworkButton } from './NetworkButton.tsx'

afterEach(() => {
  cleanup()
  cleanupWallets()
})

const networkButton = () =>
  document.querySelector('[data-latch-button="network"]')?.shadowRoot?.querySelector('button')

describe('NetworkButton', () => {
  test('names the active network, with its monogram', async () => {
    const { client } = createScriptedClient()
    renderWithLatch(<NetworkButton />, client)
    await expect
      .element(page.getByRole('button', { name: 'Latch Devnet', exact: true }))
      .toBeVisible()
    expect(networkButton()?.querySelector('.latch-network-icon')?.textContent).toBe('LD')
    expect(networkButton()?.dataset.state).toBe('supported')
  })

  test('follows the active network', async () => {
    const { client } = await createConnectedClient()
    renderWithLatch(<NetworkButton />, client)
    const [, devnet2] = client.networks
    await act(() => client.switchNetwork({ network: devnet2! }))
    expect(networkButton()?.textContent).toBe('LD2Latch Devnet 2')
  })

  test('clicking opens the network list', async () => {
    const { client } = createScriptedClient()
    renderWithLatch(<NetworkButton />, client)
    await page.getByRole('button', { name: 'Latch Devnet' }).click()
    expect(client.getState().history).toEqual([{ view: 'Networks' }])
    expect(client.getState().open).toBe(true)
  })

  test('a wallet on a network the site does not list: "Unsupported network" in the warning style', async () => {
    const { client, script } = createScriptedClient({ enableNetworkSwitch: false })
    script.chainId = 999
    await client.connect({ connectorId: 'dev.wallet' })
    renderWithLatch(<NetworkButton />, client)
    await expect.element(page.getByRole('button', { name: 'Unsupported network' })).toBeVisible()
    expect(networkButton()?.dataset.state).toBe('unsupported')
    expect(networkButton()?.querySelector('.latch-network-icon')).toBeNull()
    const { color } = getComputedStyle(networkButton()!)
    const { color: normal } = getComputedStyle(document.body)
    expect(color).not.toBe(normal)
  })

  test('on a phone-sized screen only the icon shows; the name stays its accessible name', async () => {
    const { client } = createScriptedClient()
    renderWithLatch(<NetworkButton />, client)
    await page.viewport(360, 700)
    try {
      const button = page.getByRole('button', { name: 'Latch Devnet', exact: true })
      await expect.element(button).toBeVisible()
      await expect.poll(() => networkButton()?.getBoundingClientRect().width).toBeLessThan(48)
    } finally {
      await page.viewport(414, 896)
    }
  })

  test('Space on the focused button opens the network list', async () => {
    const { client } = createScriptedClient()
    renderWithLatch(<NetworkButton />, client)
    networkButton()!.focus()
    await userEvent.keyboard(' ')
    expect(client.getState().history).toEqual([{ view: 'Networks' }])
  })

  test('size sm is 32 px tall', () => {
    const { client } = createScriptedClient()
    renderWithLatch(<NetworkButton size="sm" />, client)
    expect(networkButton()?.getBoundingClientRect().height).toBe(32)
  })
})

test('in another language, "Unsupported network" comes from the catalogue', async () => {
  setCatalogue('es', pseudoCatalogue())
  const { client, script } = createScriptedClient({ enableNetworkSwitch: false, locale: 'es' })
  script.chainId = 999
  await client.connect({ connectorId: 'dev.wallet' })
  renderWithLatch(<NetworkButton />, client)
  await expect.element(page.getByRole('button', { name: '⟦Unsupported network⟧' })).toBeVisible()
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the network button, normal and unsupported, has no violations', async () => {
    const { client, script } = createScriptedClient({ themeMode, enableNetworkSwitch: false })
    const { container } = renderWithLatch(
      <main>
        <NetworkButton />
      </main>,
      client,
    )
    await settle()
    expect(await violationsOf(container)).toEqual([])
    script.chainId = 999
    await act(() => client.connect({ connectorId: 'dev.wallet' }))
    expect(networkButton()?.dataset.state).toBe('unsupported')
    await settle()
    expect(await violationsOf(container)).toEqual([])
  })
})
