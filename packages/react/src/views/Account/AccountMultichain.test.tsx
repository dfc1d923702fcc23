import { BALANCE_RETRY_BLOCK_MS, shortenAddress } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { walletError } from '../../../../core/src/test/createScriptedAdapter.ts'
import { AccountButton } from '../../AccountButton/AccountButton.tsx'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { NetworkButton } from '../../NetworkButton/NetworkButton.tsx'
import { getNetworkMonogram } from '../../NetworkIcon/NetworkIcon.tsx'
import { fakeApi } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  cleanupMultichain,
  connectBoth,
  createMultichainClient,
  EVM_ADDRESS,
  SOLANA_ADDRESS,
  SOLANA_NETWORK,
} from '../../test/multichainClient.ts'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  cleanupMultichain()
})

/** EVM and Solana connected, Solana active, the Account view open. */
async function openTwoAccounts(options = {}) {
  const scripted = createMultichainClient({ fetch: fakeApi().fetch, ...options })
  await connectBoth(scripted.client)
  await scripted.client.switchNetwork({ network: SOLANA_NETWORK })
  renderWithLatch(
    <>
      <NetworkButton />
      <AccountButton />
    </>,
    scripted.client,
    { strict: true },
  )
  await act(() => scripted.client.open())
  await expect.element(page.getByRole('list', { name: 'Connected' })).toBeVisible()
  return { ...scripted, root: getModalHost().root }
}

const profileName = (root: ShadowRoot) => root.querySelector('.latch-profile-name')?.textContent
const buttonText = (kind: string) =>
  document.querySelector(`[data-latch-button="${kind}"]`)?.shadowRoot?.querySelector('button')
    ?.textContent

describe('Send on a Solana account', () => {
  test('offered with a Solana wallet; not over WalletConnect, where Solana sends are not built yet', async () => {
    const { client, root } = await openTwoAccounts()
    const features = () => [...root.querySelectorAll('.latch-feature')].map((b) => b.textContent)
    // SPEC §2's feature order: on-ramp (Buy) first.
    await expect.poll(features).toEqual(['Buy', 'Receive', 'Send'])
    act(() =>
      client.store.setState((state) => ({
        connectedConnectorIds: { ...state.connectedConnectorIds, solana: 'walletConnect' },
      })),
    )
    await expect.poll(features).toEqual(['Buy', 'Receive'])
  })
})

describe('Account with two chain families', () => {
  test('shows the active Solana account (base58, shortened; SOL) and both accounts, Solana marked current', async () => {
    const { root } = await openTwoAccounts()
    expect(profileName(root)).toBe(shortenAddress(SOLANA_ADDRESS))
    expect(profileName(root)).toBe('4Vhx…XiZGo7')
    await expect
      .poll(() => root.querySelector('.latch-profile-balance')?.textContent)
      .toBe('100.000 SOL')
    const chips = [...root.querySelectorAll<HTMLElement>('.latch-account-chip')]
    expect(chips.map((chip) => chip.textContent)).toEqual([
      `EEVM${shortenAddress(EVM_ADDRESS)}`,
      `SSolana${shortenAddress(SOLANA_ADDRESS)}`,
    ])
    expect(chips.map((chip) => chip.getAttribute('aria-current'))).toEqual([null, 'true'])
    await expect
      .element(page.getByRole('button', { name: 'Network Latch Solana Devnet' }))
      .toBeVisible()
    expect(buttonText('account')).toBe(`100.000 SOL${shortenAddress(SOLANA_ADDRESS)}`)
  })

  test('picking the EVM account makes EVM active: the view, the network and the buttons follow; nothing is asked', async () => {
    const { client, evm, sol, root } = await openTwoAccounts()
    await page.getByRole('button', { name: `EVM ${shortenAddress(EVM_ADDRESS)}` }).click()
    expect(client.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeCaipNetworkId: 'eip155:31337',
    })
    expect(profileName(root)).toBe(shortenAddress(EVM_ADDRESS))
    await expect
      .poll(() => root.querySelector('.latch-profile-balance')?.textContent)
      .toBe('1.500 ETH')
    await expect.element(page.getByRole('button', { name: 'Network Latch Devnet' })).toBeVisible()
    expect(buttonText('network')).toBe('LDLatch Devnet')
    expect(buttonText('account')).toBe(`1.500 ETH${shortenAddress(EVM_ADDRESS)}`)
    expect([...evm.calls, ...sol.calls].filter((call) => call.startsWith('switch:'))).toEqual([
      // The one switch is the test's own, to Solana, before the view opened.
      `switch:${SOLANA_NETWORK.caipNetworkId}`,
    ])
  })

  test('Disconnect Solana leaves EVM connected and active; the modal stays on Account', async () => {
    const { client, evm, sol, root } = await openTwoAccounts()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Disconnect Solana' }).click()
    await expect.poll(() => profileName(root)).toBe(shortenAddress(EVM_ADDRESS))
    expect(sol.calls).toContain('disconnect')
    expect(evm.calls).not.toContain('disconnect')
    expect(client.getState()).toMatchObject({
      open: true,
      activeNamespace: 'eip155',
      connectedNamespaces: ['eip155'],
    })
    expect(client.getState().accounts.solana).toBeUndefined()
    // One family left: no account list, the plain Disconnect.
    expect(root.querySelector('.latch-accounts')).toBeNull()
    expect(root.querySelector('[data-action=disconnect]')?.getAttribute('aria-expanded')).toBeNull()
    expect(root.activeElement?.getAttribute('data-action')).toBe('disconnect')
  })

  test('Disconnect EVM leaves Solana connected', async () => {
    const { client, evm, sol, root } = await openTwoAccounts()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Disconnect EVM' }).click()
    await expect.poll(() => client.getState().connectedNamespaces).toEqual(['solana'])
    expect(evm.calls).toContain('disconnect')
    expect(sol.calls).not.toContain('disconnect')
    expect(client.getState().activeNamespace).toBe('solana')
    await expect
      .poll(() => profileName(root), { timeout: 10_000 })
      .toBe(shortenAddress(SOLANA_ADDRESS))
  })

  test('Disconnect all disconnects both and closes the modal', async () => {
    const { client, evm, sol } = await openTwoAccounts()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Disconnect all' }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(evm.calls).toContain('disconnect')
    expect(sol.calls).toContain('disconnect')
    expect(client.getState().connectedNamespaces).toEqual([])
  })

  test('a wallet failing to disconnect shows "Failed to disconnect chain"; the visitor is still disconnected', async () => {
    const { client, sol, root } = await openTwoAccounts()
    sol.adapter.disconnect = async () => {
      throw walletError(-32603, 'wallet crashed')
    }
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Disconnect Solana' }).click()
    await expect
      .poll(() => root.querySelector('.latch-toast')?.textContent)
      .toBe('Failed to disconnect chain')
    expect(root.querySelector('.latch-toast')?.getAttribute('data-variant')).toBe('error')
    expect(client.getState().connectedNamespaces).toEqual(['eip155'])
  })

  test('keyboard: the accounts, the network, the Disconnect disclosure and its options are reachable', async () => {
    const { client, root } = await openTwoAccounts()
    const names: string[] = []
    const name = () => {
      const active = root.activeElement as HTMLElement | null
      return (
        active?.getAttribute('aria-label') ??
        active?.querySelector('.latch-wallet-name')?.textContent ??
        active?.textContent ??
        ''
      )
    }
    for (let step = 0; step < 7; step++) {
      names.push(name())
      await userEvent.keyboard('{Tab}')
    }
    expect(names).toEqual([
      'Copy address',
      expect.stringMatching(/^Wallets: connected with /),
      `EEVM${shortenAddress(EVM_ADDRESS)}`,
      `SSolana${shortenAddress(SOLANA_ADDRESS)}`,
      'Buy',
      'Receive',
      'Send',
    ])
    // The tab, its panel, then the network and Disconnect.
    for (let step = 0; step < 2; step++) await userEvent.keyboard('{Tab}')
    for (let step = 0; step < 2; step++) {
      names.push(name())
      await userEvent.keyboard('{Tab}')
    }
    expect(names.slice(7)).toEqual(['Latch Solana Devnet', 'Disconnect'])
    expect(root.activeElement?.getAttribute('aria-label')).toBe('Close')
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    const toggle = root.activeElement as HTMLElement
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{Tab}')
    expect(root.activeElement?.textContent).toBe('Disconnect EVM')
    await userEvent.keyboard('{Tab}')
    expect(root.activeElement?.textContent).toBe('Disconnect Solana')
    await userEvent.keyboard(' ')
    await expect.poll(() => client.getState().connectedNamespaces).toEqual(['eip155'])
  })
})

test('site code made a family without a wallet active: Account shows the connected one, not nothing', async () => {
  const { client } = createMultichainClient()
  await client.connect({ connectorId: 'dev.wallet' })
  // Core lets site code switch to a network of a family with no wallet (only the site changes).
  await client.switchNetwork({ network: SOLANA_NETWORK })
  renderWithLatch(null, client)
  await act(() => client.open({ view: 'Account' }))
  const { root } = getModalHost()
  await expect.poll(() => profileName(root)).toBe(shortenAddress(EVM_ADDRESS))
  await expect.element(page.getByRole('button', { name: 'Network Latch Devnet' })).toBeVisible()
})

describe('Balance unavailable', () => {
  test('a failed read says "Balance unavailable"; retry waits out the 30 s block, then reads again', async () => {
    const scripted = createMultichainClient()
    const { client, sol } = scripted
    // The countdown and core's block both read this clock: 30 s pass in a moment.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    sol.script.balanceError = new Error('rpc down')
    await connectBoth(client)
    await client.switchNetwork({ network: SOLANA_NETWORK })
    renderWithLatch(null, client)
    await act(() => client.open())
    const { root } = getModalHost()
    await expect.element(page.getByText('Balance unavailable')).toBeVisible()
    const retry = page.getByRole('button', { name: /^Retry in \d+ s$/ })
    await expect.element(retry).toHaveAttribute('aria-disabled', 'true')
    const reads = sol.calls.filter((call) => call === 'balance').length
    // A visitor can still press it (aria-disabled keeps it focusable); nothing is read.
    act(() => (retry.element() as HTMLElement).click())
    expect(sol.calls.filter((call) => call === 'balance')).toHaveLength(reads)

    // 30 s later (a faked clock) the block is over; the node is back meanwhile.
    sol.script.balanceError = undefined
    await expect.element(retry).toHaveTextContent(/^Retry in (29|30) s$/)
    act(() => vi.advanceTimersByTime(BALANCE_RETRY_BLOCK_MS))
    await expect.element(page.getByRole('button', { name: 'Retry', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Retry', exact: true }).click()
    await expect
      .poll(() => root.querySelector('.latch-profile-balance')?.textContent)
      .toBe('100.000 SOL')
    expect(sol.calls.filter((call) => call === 'balance')).toHaveLength(reads + 1)
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('two accounts with the Disconnect options open have no violations', async () => {
    await openTwoAccounts({ themeMode })
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.element(page.getByRole('button', { name: 'Disconnect all' })).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })

  test('"Balance unavailable" with its retry has no violations', async () => {
    const scripted = createMultichainClient({ themeMode })
    scripted.evm.script.balanceError = new Error('rpc down')
    await scripted.client.connect({ connectorId: 'dev.wallet' })
    renderWithLatch(null, scripted.client)
    await act(() => scripted.client.open())
    await expect.element(page.getByText('Balance unavailable')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})

describe('Account with two chain families, in other languages', () => {
  test('the accounts and the Disconnect menu: every text from the catalogue (a pseudo-language)', async () => {
    const { client, root } = await openTwoAccounts()
    setCatalogue('es', pseudoCatalogue())
    act(() => client.setLocale('es'))
    const disconnect = page.getByRole('button', { name: '⟦Disconnect⟧' })
    await disconnect.click()
    await expect
      .poll(() => root.querySelector('[data-target=all]')?.textContent)
      .toBe('⟦Disconnect all⟧')
    // Longest first: a family's name must not cut a network's name apart.
    const data = [
      SOLANA_ADDRESS,
      shortenAddress(SOLANA_ADDRESS),
      shortenAddress(EVM_ADDRESS),
      SOLANA_NETWORK.name,
      getNetworkMonogram(SOLANA_NETWORK.name),
      'Sol Wallet',
      'SW',
      'Solana',
      'EVM',
      'SOL',
    ].sort((a, b) => b.length - a.length)
    expect(untranslatedTexts(root.querySelector('.latch-view')!, data)).toEqual([])
  })
})
