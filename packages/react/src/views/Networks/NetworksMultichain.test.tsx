import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { NetworkButton } from '../../NetworkButton/NetworkButton.tsx'
import { getNetworkMonogram } from '../../NetworkIcon/NetworkIcon.tsx'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  cleanupMultichain,
  connectBoth,
  createMultichainClient,
  SOLANA_NETWORK,
} from '../../test/multichainClient.ts'

afterEach(() => {
  cleanup()
  cleanupMultichain()
})

const SOLANA_ID = SOLANA_NETWORK.caipNetworkId
const views = (client: { getState(): { history: { view: string }[] } }) =>
  client.getState().history.map((entry) => entry.view)
const switchCalls = (calls: string[]) => calls.filter((call) => call.startsWith('switch:'))
const current = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('.latch-network-list [aria-current="true"]')].map(
    (item) => item.dataset.network,
  )

/** Opens Account → Networks the way a visitor gets there. */
async function openNetworks(scripted: ReturnType<typeof createMultichainClient>) {
  renderWithLatch(<NetworkButton />, scripted.client, { strict: true })
  await act(() => scripted.client.open())
  await page.getByRole('button', { name: /^Network / }).click()
  await expect.element(page.getByRole('list', { name: 'Solana networks' })).toBeVisible()
  return getModalHost().root
}

describe('Networks across chain families', () => {
  test('one list per family under its monogram, with whether a wallet of it is connected', async () => {
    const scripted = createMultichainClient()
    await scripted.client.connect({ connectorId: 'dev.wallet' })
    const root = await openNetworks(scripted)
    const evmList = page.getByRole('list', { name: 'EVM networks' })
    await expect.element(evmList).toHaveAccessibleDescription('Connected')
    await expect
      .element(page.getByRole('list', { name: 'Solana networks' }))
      .toHaveAccessibleDescription('Not connected')
    const groups = [...root.querySelectorAll('.latch-network-group')].map((group) => [
      group.querySelector('.latch-namespace-icon')?.textContent,
      group.textContent,
    ])
    expect(groups).toEqual([
      ['E', 'EEVMConnected'],
      ['S', 'SSolanaNot connected'],
    ])
    expect(current(root)).toEqual(['eip155:31337'])
  })

  test('both connected: picking Solana only changes the active family, then Account; back to EVM the same', async () => {
    const scripted = createMultichainClient()
    const { client, evm, sol } = scripted
    await connectBoth(client)
    const root = await openNetworks(scripted)
    await page.getByRole('button', { name: /Latch Solana Devnet/ }).click()
    await expect.poll(() => views(client)).toEqual(['Account'])
    expect(client.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeCaipNetworkId: SOLANA_ID,
      connectedNamespaces: ['eip155', 'solana'],
    })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    // Nothing to approve: neither wallet was asked anything.
    expect([...switchCalls(evm.calls), ...switchCalls(sol.calls)]).toEqual([])
    await expect
      .element(page.getByRole('button', { name: 'Latch Solana Devnet', exact: true }))
      .toBeVisible()

    await page.getByRole('button', { name: 'Network Latch Solana Devnet' }).click()
    expect(current(root)).toEqual([SOLANA_ID])
    await page.getByRole('button', { name: /^Latch Devnet Testnet$/ }).click()
    await expect.poll(() => client.getState().activeNamespace).toBe('eip155')
    expect(client.getState().accounts.solana?.status).toBe('connected')
    expect(switchCalls(evm.calls)).toEqual([])
  })

  test('both connected: an EVM network the wallet is not on still goes through SwitchNetwork', async () => {
    const scripted = createMultichainClient()
    const { client, evm } = scripted
    await connectBoth(client)
    await act(() => client.switchNetwork({ network: SOLANA_NETWORK }))
    await openNetworks(scripted)
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await expect.poll(() => client.getState().activeCaipNetworkId).toBe('eip155:31338')
    expect(switchCalls(evm.calls)).toEqual(['switch:eip155:31338'])
    expect(views(client)).toEqual(['Account'])
    expect(client.getState().accounts.solana?.status).toBe('connected')
  })

  test('only EVM connected: picking Solana opens SwitchActiveChain and keeps EVM active until then', async () => {
    const scripted = createMultichainClient()
    const { client } = scripted
    await client.connect({ connectorId: 'dev.wallet' })
    await openNetworks(scripted)
    await page.getByRole('button', { name: /Latch Solana Devnet/ }).click()
    await expect
      .element(page.getByText('Connect a Solana wallet to use Latch Solana Devnet'))
      .toBeVisible()
    await expect.element(page.getByText('Your EVM wallet stays connected.')).toBeVisible()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana', network: SOLANA_NETWORK, navigateTo: 'Account' },
    })
    expect(client.getState().activeNamespace).toBe('eip155')
  })

  test('nothing connected: a Solana network becomes the site network at once, then offers a Solana wallet', async () => {
    const scripted = createMultichainClient()
    const { client } = scripted
    renderWithLatch(<NetworkButton />, client)
    await page.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
    await page.getByRole('button', { name: /Latch Solana Devnet/ }).click()
    await expect.element(page.getByText('Solana networks need a Solana wallet.')).toBeVisible()
    expect(client.getState().activeCaipNetworkId).toBe(SOLANA_ID)
    expect(views(client)).toEqual(['Networks', 'SwitchActiveChain'])
    await expect
      .element(page.getByRole('button', { name: 'Latch Solana Devnet', exact: true }))
      .toBeVisible()
  })

  test('arrow-free keyboard: Tab walks from the EVM list into the Solana list, Enter picks', async () => {
    const scripted = createMultichainClient()
    const { client } = scripted
    await connectBoth(client)
    const root = await openNetworks(scripted)
    const buttons = [...root.querySelectorAll<HTMLElement>('.latch-network-list button')]
    expect(buttons.map((button) => button.dataset.network)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:1',
      SOLANA_ID,
    ])
    expect(root.activeElement).toBe(buttons[0])
    for (let step = 0; step < 3; step++) await userEvent.keyboard('{Tab}')
    expect(root.activeElement).toBe(buttons[3])
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => client.getState().activeNamespace).toBe('solana')
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the list of two families and SwitchActiveChain have no violations', async () => {
    const scripted = createMultichainClient({ themeMode })
    await scripted.client.connect({ connectorId: 'dev.wallet' })
    await openNetworks(scripted)
    const { host } = getModalHost()
    await settle()
    expect(await violationsOf(host)).toEqual([])
    await page.getByRole('button', { name: /Latch Solana Devnet/ }).click()
    await expect
      .element(page.getByRole('button', { name: 'Connect a Solana wallet' }))
      .toBeVisible()
    await settle()
    expect(await violationsOf(host)).toEqual([])
  })
})

describe('Networks in other languages', () => {
  test('the families, their status and Testnet: every text from the catalogue (a pseudo-language)', async () => {
    const scripted = createMultichainClient()
    await scripted.client.connect({ connectorId: 'dev.wallet' })
    setCatalogue('es', pseudoCatalogue())
    scripted.client.setLocale('es')
    renderWithLatch(null, scripted.client)
    await act(() => scripted.client.open({ view: 'Networks' }))
    const root = getModalHost().root
    await expect
      .element(page.getByRole('list', { name: '⟦Solana networks⟧' }), { timeout: 10_000 })
      .toHaveAccessibleDescription('⟦Not connected⟧')
    // Longest first: a family's name must not cut a network's name apart.
    const data = [
      ...scripted.client.networks.flatMap((network) => [
        network.name,
        getNetworkMonogram(network.name),
      ]),
      'EVM',
      'Solana',
    ].sort((a, b) => b.length - a.length)
    expect(untranslatedTexts(root.querySelector('.latch-network-list')!, data)).toEqual([])
  })
})
