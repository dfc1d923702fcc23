import { latchDevnet2, solana } from '@latch/core/networks'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { walletError } from '../../../../core/src/test/createScriptedAdapter.ts'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { NetworkButton } from '../../NetworkButton/NetworkButton.tsx'
import { getNetworkMonogram } from '../../NetworkIcon/NetworkIcon.tsx'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  cleanupWallets,
  createConnectedClient,
  createScriptedClient,
  deferred,
  TEST_NETWORKS,
} from '../../test/wallets.ts'

afterEach(() => {
  cleanup()
  cleanupWallets()
})

/** Connected, on Account → Networks, as a visitor gets there. */
async function openNetworksFromAccount(options = {}) {
  const scripted = await createConnectedClient(options)
  renderWithLatch(null, scripted.client, { strict: true })
  await act(() => scripted.client.open())
  await page.getByRole('button', { name: 'Network Latch Devnet' }).click()
  // The title shows at once; the list arrives with the view's code.
  await expect.element(page.getByRole('list', { name: 'Networks' })).toBeVisible()
  return { ...scripted, root: getModalHost().root }
}

/** Holds the adapter's switch open until the test lets it go. */
function holdSwitch(adapter: { switchNetwork: (p: never) => Promise<void> }) {
  const held = deferred()
  const original = adapter.switchNetwork
  adapter.switchNetwork = async (parameters: never) => {
    await held.promise
    return original(parameters)
  }
  return held
}

const items = (root: ShadowRoot) => [
  ...root.querySelectorAll<HTMLElement>('.latch-network-list button'),
]

describe('Networks view', () => {
  test('lists every network of the site and marks the current one (only that one)', async () => {
    const { root } = await openNetworksFromAccount()
    expect(
      items(root).map((item) => item.querySelector('.latch-wallet-name')?.textContent),
    ).toEqual(TEST_NETWORKS.map((network) => network.name))
    const current = items(root).filter((item) => item.getAttribute('aria-current') === 'true')
    expect(current.map((item) => item.dataset.network)).toEqual(['eip155:31337'])
    expect(root.querySelector('[aria-current="true"] .latch-network-icon')?.textContent).toBe('LD')
    expect(
      root.querySelector('[data-network="eip155:31338"] .latch-network-icon')?.textContent,
    ).toBe('LD2')
  })

  test('connected: picking a network shows "Approve in wallet" until the wallet switches, then Account', async () => {
    const { client, adapter, calls } = await openNetworksFromAccount()
    const held = holdSwitch(adapter as never)
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await expect.element(page.getByText('Approve in wallet')).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Latch Devnet 2' })).toBeVisible()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'SwitchNetwork',
      params: { network: latchDevnet2 },
    })
    held.resolve()
    await expect
      .poll(() => client.getState().history.map((entry) => entry.view))
      .toEqual(['Account'])
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31338')
    // StrictMode mounted SwitchNetwork twice: the wallet was still asked once.
    expect(calls.filter((call) => call.startsWith('switch:'))).toEqual(['switch:eip155:31338'])
    await expect.element(page.getByRole('button', { name: 'Network Latch Devnet 2' })).toBeVisible()
  })

  test('a failed switch shows the error and "Try again", which asks again', async () => {
    const { client, script, calls } = await openNetworksFromAccount()
    script.switchError = walletError(-32000, 'node says no')
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await expect.element(page.getByText('Chain is not supported', { exact: true })).toBeVisible()
    await expect
      .element(page.getByText('Your wallet didn’t switch to Latch Devnet 2.'))
      .toBeVisible()
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31337')

    script.switchError = undefined
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => client.getState().activeCaipNetworkId).toBe('eip155:31338')
    expect(calls.filter((call) => call.startsWith('switch:'))).toHaveLength(2)
  })

  test('a switch the visitor declined says so', async () => {
    const { script } = await openNetworksFromAccount()
    script.switchError = walletError(4001, 'User rejected the request.')
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await expect.element(page.getByText('Chain is not supported', { exact: true })).toBeVisible()
    await expect.element(page.getByText('You declined the request in your wallet.')).toBeVisible()
  })

  test('picking the current network goes back', async () => {
    const { client } = await openNetworksFromAccount()
    await page.getByRole('button', { name: /^Latch Devnet Testnet$/ }).click()
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Account'])
  })

  test.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('%s on a list item picks it', async (_key, keys) => {
    const { client, root } = await openNetworksFromAccount()
    // The first list item has focus when the view opens; Tab moves to the next one.
    expect(root.activeElement).toBe(items(root)[0])
    await userEvent.keyboard('{Tab}')
    expect(root.activeElement).toBe(items(root)[1])
    await userEvent.keyboard(keys)
    await expect.poll(() => client.getState().activeCaipNetworkId).toBe('eip155:31338')
  })

  test('not connected: the network button opens the list and a pick switches at once, closing it', async () => {
    const { client, calls } = createScriptedClient()
    renderWithLatch(<NetworkButton />, client)
    await page.getByRole('button', { name: 'Latch Devnet' }).click()
    await expect.element(page.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
    await page.getByRole('button', { name: /Ethereum/ }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(client.getState().activeCaipNetworkId).toBe('eip155:1')
    expect(calls.filter((call) => call.startsWith('switch:'))).toEqual([])
    await expect.element(page.getByRole('button', { name: 'Ethereum' })).toBeVisible()
  })

  test('networks of several namespaces are grouped, each list named', async () => {
    const { client } = createScriptedClient({ networks: [...TEST_NETWORKS, solana] })
    renderWithLatch(null, client)
    await act(() => client.open({ view: 'Networks' }))
    await expect.element(page.getByRole('list', { name: 'EVM networks' })).toBeVisible()
    await expect.element(page.getByRole('list', { name: 'Solana networks' })).toBeVisible()
    expect(items(getModalHost().root)).toHaveLength(4)
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the list, the wait and the failure have no violations', async () => {
    const { adapter, script } = await openNetworksFromAccount({ themeMode })
    const { host } = getModalHost()
    await settle()
    expect(await violationsOf(host)).toEqual([])

    const held = holdSwitch(adapter as never)
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await expect.element(page.getByText('Approve in wallet')).toBeVisible()
    await settle()
    expect(await violationsOf(host)).toEqual([])

    script.switchError = walletError(4001)
    held.resolve()
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await settle()
    expect(await violationsOf(host)).toEqual([])
  })
})

describe('Networks and SwitchNetwork in other languages', () => {
  test('the list, the wait and the failure: every text from the catalogue (a pseudo-language)', async () => {
    const { client, adapter, script, root } = await openNetworksFromAccount()
    setCatalogue('es', pseudoCatalogue())
    act(() => client.setLocale('es'))
    const data = TEST_NETWORKS.flatMap((network) => [
      network.name,
      getNetworkMonogram(network.name),
    ])
    const view = () => root.querySelector('.latch-view')!
    await expect.element(page.getByText('⟦Testnet⟧').first()).toBeVisible()
    expect(untranslatedTexts(view(), data)).toEqual([])
    script.switchError = walletError(-32000, 'node says no')
    const held = holdSwitch(adapter as never)
    await page.getByRole('button', { name: /Latch Devnet 2/ }).click()
    await expect.element(page.getByText('⟦Approve in wallet⟧')).toBeVisible()
    expect(untranslatedTexts(view(), data)).toEqual([])
    held.resolve()
    await expect
      .element(page.getByText('⟦Your wallet didn’t switch to Latch Devnet 2.⟧'))
      .toBeVisible()
    expect(untranslatedTexts(view(), data)).toEqual([])
  })
})
