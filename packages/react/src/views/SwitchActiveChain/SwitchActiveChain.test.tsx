import { shortenAddress } from '@latch/core/internal'
import { latchDevnet2 } from '@latch/core/networks'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { walletError } from '../../../../core/src/test/createScriptedAdapter.ts'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { getNetworkMonogram } from '../../NetworkIcon/NetworkIcon.tsx'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  cleanupMultichain,
  createMultichainClient,
  SOLANA_ADDRESS,
  SOLANA_NETWORK,
} from '../../test/multichainClient.ts'

afterEach(() => {
  cleanup()
  cleanupMultichain()
})

type Scripted = ReturnType<typeof createMultichainClient>
const views = ({ client }: Scripted) => client.getState().history.map((entry) => entry.view)

/** EVM connected, on Account → Networks → Latch Solana Devnet, as a visitor gets there. */
async function openSwitchToSolana(options = {}) {
  const scripted = createMultichainClient(options)
  await scripted.client.connect({ connectorId: 'dev.wallet' })
  renderWithLatch(null, scripted.client, { strict: true })
  await act(() => scripted.client.open())
  await page.getByRole('button', { name: 'Network Latch Devnet' }).click()
  await page.getByRole('button', { name: /Latch Solana Devnet/ }).click()
  await expect.element(page.getByRole('button', { name: 'Connect a Solana wallet' })).toBeVisible()
  return scripted
}

const walletNames = () =>
  [...getModalHost().root.querySelectorAll('.latch-wallets .latch-wallet-name')].map(
    (name) => name.textContent,
  )

describe('SwitchActiveChain', () => {
  test('connect a Solana wallet: only Solana wallets are offered; once connected, Account on Solana with EVM kept', async () => {
    const scripted = await openSwitchToSolana()
    const { client, evm } = scripted
    expect(getModalHost().root.querySelector('h2')?.textContent).toBe('Switch Chain')
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    await expect.element(page.getByRole('button', { name: /^Sol Wallet/ })).toBeVisible()
    expect(walletNames()).not.toContain('Dev Wallet')
    await page.getByRole('button', { name: /^Sol Wallet/ }).click()

    await expect.poll(() => views(scripted)).toEqual(['Account'])
    expect(client.getState()).toMatchObject({
      open: true,
      activeNamespace: 'solana',
      activeCaipNetworkId: SOLANA_NETWORK.caipNetworkId,
      connectedNamespaces: ['eip155', 'solana'],
    })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(evm.calls).not.toContain('disconnect')
    await expect
      .element(page.getByText(shortenAddress(SOLANA_ADDRESS), { exact: true }).first())
      .toBeVisible()
    await expect.element(page.getByText('100.000 SOL')).toBeVisible()
  })

  test('a declined connection says so; Try again connects and still returns to Account', async () => {
    const scripted = await openSwitchToSolana()
    scripted.sol.script.connectError = walletError(4001, 'User rejected the request.')
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    await page.getByRole('button', { name: /^Sol Wallet/ }).click()
    await expect.element(page.getByText('Connection rejected')).toBeVisible()
    expect(scripted.client.getState().activeNamespace).toBe('eip155')

    scripted.sol.script.connectError = undefined
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => views(scripted)).toEqual(['Account'])
    expect(scripted.client.getState().activeNamespace).toBe('solana')
  })

  test('leaving the flow disarms it: a later Solana connection does not move the modal', async () => {
    const scripted = await openSwitchToSolana()
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    await expect.element(page.getByRole('button', { name: /^Sol Wallet/ })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => views(scripted)).toEqual(['Account', 'Networks'])
    await act(() => scripted.client.connect({ connectorId: 'sol.wallet' }))
    expect(views(scripted)).toEqual(['Account', 'Networks'])
    // Connecting a second family doesn't take over the active one by itself.
    expect(scripted.client.getState().activeNamespace).toBe('eip155')
  })

  test('a wallet on another network of that family is asked to switch, then Account', async () => {
    // Solana connected; the visitor picks an EVM network the EVM wallet won't start on.
    const scripted = createMultichainClient()
    const { client, evm } = scripted
    await client.connect({ connectorId: 'sol.wallet' })
    renderWithLatch(null, client, { strict: true })
    await act(() => client.open())
    await page.getByRole('button', { name: 'Network Latch Solana Devnet' }).click()
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await page.getByRole('button', { name: 'Connect an EVM wallet' }).click()
    await page.getByRole('button', { name: /^Dev Wallet/ }).click()
    await expect.poll(() => client.getState().activeCaipNetworkId).toBe('eip155:31338')
    expect(evm.calls.filter((call) => call.startsWith('switch:'))).toEqual(['switch:eip155:31338'])
    await expect.poll(() => views(scripted)).toEqual(['Account'])
    expect(client.getState().accounts.solana?.status).toBe('connected')
  })

  test('opened for a family already connected, it switches and lands on Account at once', async () => {
    const scripted = createMultichainClient()
    const { client } = scripted
    await client.connect({ connectorId: 'dev.wallet' })
    await client.connect({ connectorId: 'sol.wallet' })
    renderWithLatch(null, client)
    await act(() => client.open({ view: 'SwitchActiveChain', arguments: { namespace: 'solana' } }))
    await expect.poll(() => views(scripted)).toEqual(['Account'])
    expect(client.getState().activeNamespace).toBe('solana')
  })

  test('no wallet of that family in this browser: says so, offers nothing to press', async () => {
    const scripted = createMultichainClient({ solanaConnectors: false })
    await scripted.client.connect({ connectorId: 'dev.wallet' })
    renderWithLatch(null, scripted.client)
    await act(() =>
      scripted.client.open({ view: 'SwitchActiveChain', arguments: { namespace: 'solana' } }),
    )
    await expect
      .element(
        page.getByText('No Solana wallet was found in this browser. Install one, then come back.'),
      )
      .toBeVisible()
    expect(page.getByRole('button', { name: 'Connect a Solana wallet' }).elements()).toEqual([])
  })

  test('keyboard: the Connect button has focus; Tab reaches Back and Close; Enter on it opens the wallets', async () => {
    await openSwitchToSolana()
    const { root } = getModalHost()
    expect((root.activeElement as HTMLElement | null)?.textContent).toBe('Connect a Solana wallet')
    await userEvent.keyboard('{Tab}')
    expect(root.activeElement?.getAttribute('aria-label')).toBe('Back')
    await userEvent.keyboard('{Tab}')
    expect(root.activeElement?.getAttribute('aria-label')).toBe('Close')
    await userEvent.keyboard('{Tab}')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('button', { name: /^Sol Wallet/ })).toBeVisible()
  })

  test('without a namespace it says the network was not found', async () => {
    const scripted = createMultichainClient()
    renderWithLatch(null, scripted.client)
    await act(() => scripted.client.open({ view: 'SwitchActiveChain' }))
    await expect.element(page.getByRole('alert')).toHaveTextContent('Network not found')
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the offer, and the view with no wallet of the family, have no violations', async () => {
    await openSwitchToSolana({ themeMode })
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })

  test('switching to an EVM network from Solana has no violations either', async () => {
    const scripted = createMultichainClient({ themeMode })
    await scripted.client.connect({ connectorId: 'sol.wallet' })
    renderWithLatch(null, scripted.client)
    await act(() =>
      scripted.client.open({
        view: 'SwitchActiveChain',
        arguments: { namespace: 'eip155', network: latchDevnet2 },
      }),
    )
    await expect.element(page.getByRole('button', { name: 'Connect an EVM wallet' })).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})

describe('SwitchActiveChain in other languages', () => {
  test('every text comes from the catalogue (a pseudo-language); in German, no English articles and the kept wallets as a list', async () => {
    const { client } = await openSwitchToSolana()
    setCatalogue('es', pseudoCatalogue())
    act(() => client.setLocale('es'))
    const view = () => getModalHost().root.querySelector('.latch-switch-chain')
    await expect.poll(() => view()?.textContent).toContain('⟦Your EVM wallet stays connected.⟧')
    const data = [SOLANA_NETWORK.name, getNetworkMonogram(SOLANA_NETWORK.name), 'Solana', 'EVM']
    expect(untranslatedTexts(view()!, data)).toEqual([])
    act(() => client.setLocale('de'))
    await expect
      .element(page.getByRole('button', { name: 'Solana-Wallet verbinden' }), { timeout: 10_000 })
      .toBeVisible()
    expect(view()?.querySelector('.latch-switch-chain-title')?.textContent).toBe(
      'Verbinden Sie eine Solana-Wallet, um Latch Solana Devnet zu nutzen',
    )
    expect(view()?.querySelector('.latch-muted')?.textContent).toBe(
      'Ihre Wallet für EVM bleibt verbunden.',
    )
  })
})
