import { shortenAddress } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ConnectButton } from '../../ConnectButton/ConnectButton.tsx'
import { fakeApi } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { getButtonRoot, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  cleanupWallets,
  createConnectedClient,
  createScriptedClient,
  createWalletClient,
} from '../../test/wallets.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

afterEach(() => {
  cleanup()
  cleanupWallets()
  vi.restoreAllMocks()
})

async function openAccount(options = {}) {
  const scripted = await createConnectedClient({ fetch: fakeApi().fetch, ...options })
  renderWithLatch(<ConnectButton />, scripted.client)
  await act(() => scripted.client.open())
  await expect.element(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  return { ...scripted, root: getModalHost().root }
}

const viewText = (root: ShadowRoot) => root.querySelector('.latch-view')?.textContent ?? ''

describe('Account view', () => {
  test('opening while connected shows Account: avatar, short address, balance, wallet, network', async () => {
    const { client, root } = await openAccount()
    expect(client.getState().history).toEqual([{ view: 'Account' }])
    expect(root.querySelector('.latch-profile .latch-avatar')).not.toBeNull()
    expect(root.querySelector('.latch-profile-name')?.textContent).toBe(shortenAddress(ADDRESS))
    expect(root.querySelector('.latch-profile-name')?.getAttribute('title')).toBe(ADDRESS)
    await expect
      .poll(() => root.querySelector('.latch-profile-balance')?.textContent)
      .toBe('1.500 ETH')
    expect(viewText(root)).toContain('Connected with Dev Wallet')
    await expect.element(page.getByRole('button', { name: 'Network Latch Devnet' })).toBeVisible()
  })

  test('the avatar is the same gradient for the same address, drawn without any image', async () => {
    const { root } = await openAccount()
    const avatar = root.querySelector<HTMLElement>('.latch-profile .latch-avatar')!
    const button = getButtonRoot().querySelector<HTMLElement>('.latch-avatar')!
    expect(avatar.style.background).toContain('gradient')
    expect(avatar.style.background).toBe(button.style.background)
    expect(root.querySelector('.latch-profile img')).toBeNull()
  })

  test('a balance not read yet shows a placeholder named for screen readers', async () => {
    const { client, root } = await openAccount()
    act(() =>
      client.store.setState((state) => ({
        accounts: { eip155: { ...state.accounts.eip155!, balance: undefined } },
      })),
    )
    expect(root.querySelector('.latch-skeleton')).not.toBeNull()
    expect(root.querySelector('.latch-profile-balance')?.textContent).toBe('Balance loading')
  })

  test('copy puts the full address on the clipboard and says "Address copied"', async () => {
    // A spy that calls through: the real clipboard write runs (reading it back needs a
    // permission the test browser doesn't grant).
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    const { root } = await openAccount()
    await page.getByRole('button', { name: 'Copy address' }).click()
    await expect.poll(() => root.querySelector('.latch-toast')?.textContent).toBe('Address copied')
    expect(root.querySelector('.latch-toast')?.getAttribute('data-variant')).toBe('success')
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    await expect(writeText.mock.results[0]?.value).resolves.toBeUndefined()
  })

  test('a clipboard that refuses says so instead of claiming success', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied'))
    const { root } = await openAccount()
    await page.getByRole('button', { name: 'Copy address' }).click()
    await expect
      .poll(() => root.querySelector('.latch-toast')?.textContent)
      .toBe('Could not copy the address')
    expect(root.querySelector('.latch-toast')?.getAttribute('data-variant')).toBe('error')
  })

  test('the network row opens the network list', async () => {
    const { client } = await openAccount()
    await page.getByRole('button', { name: 'Network Latch Devnet' }).click()
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Account', 'Networks'])
    await expect.element(page.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  })

  test('Disconnect asks the wallet, clears the account, closes the modal', async () => {
    const { client, calls } = await openAccount()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(calls).toContain('disconnect')
    expect(client.getState().accounts.eip155).toBeUndefined()
    await expect
      .poll(() => getButtonRoot().querySelector('button')?.textContent, { timeout: 10_000 })
      .toBe('Connect Wallet')
  })

  test('Tab goes copy → the wallets → Buy → Receive → Send → the selected tab → its panel → network → Disconnect → Close and around', async () => {
    const { root } = await openAccount()
    const names: string[] = []
    for (let step = 0; step < 11; step++) {
      const active = root.activeElement as HTMLElement | null
      names.push(
        active?.getAttribute('aria-label') ??
          active?.querySelector('.latch-wallet-name')?.textContent ??
          (active?.getAttribute('role') === 'tabpanel' ? 'panel' : (active?.textContent ?? '')),
      )
      await userEvent.keyboard('{Tab}')
    }
    expect(names).toEqual([
      'Copy address',
      'Wallets: connected with Dev Wallet',
      'Buy',
      'Receive',
      'Send',
      'Tokens',
      'panel',
      'Latch Devnet',
      'Disconnect',
      'Close',
      'Copy address',
    ])
  })

  test('four feature buttons keep their icons whole: icon over label, none squeezed', async () => {
    const { client, root } = await openAccount()
    const network = client.getState().activeCaipNetworkIds.eip155!
    act(() =>
      client.store.setState((state) => ({
        features: { ...state.features, swaps: true },
        swapTokens: { ...state.swapTokens, [network]: { status: 'ready', tokens: [] } },
      })),
    )
    await expect.element(page.getByRole('button', { name: 'Swap' })).toBeVisible()
    const buttons = [...root.querySelectorAll<HTMLElement>('.latch-feature')]
    expect(buttons.map((button) => button.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    for (const button of buttons) {
      // The laid-out width (the modal's entry motion scales what getBoundingClientRect reports).
      expect(getComputedStyle(button.querySelector('svg')!).width).toBe('18px')
      // Nothing spills out of its button.
      expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth)
    }
  })

  test('with the real test wallet it names the wallet and shows its icon', async () => {
    const { client, wallet } = createWalletClient()
    await client.connect({ connectorId: 'dev.latch.testwallet' })
    renderWithLatch(null, client)
    await act(() => client.open())
    const { root } = getModalHost()
    await expect.element(page.getByText('Connected with Latch Test Wallet')).toBeVisible()
    expect(root.querySelector('.latch-profile-wallet img')?.getAttribute('src')).toBe(
      wallet.info.icon,
    )
    expect(root.querySelector('.latch-profile-name')?.textContent).toBe(
      shortenAddress(wallet.address),
    )
  })
})

/** Connected on chain 999, which the site doesn't list, with the prompt to switch turned off. */
async function openAccountOnUnlistedChain(options = {}) {
  const scripted = createScriptedClient({
    enableNetworkSwitch: false,
    fetch: fakeApi().fetch,
    ...options,
  })
  scripted.script.chainId = 999
  await scripted.client.connect({ connectorId: 'dev.wallet' })
  renderWithLatch(null, scripted.client)
  await act(() => scripted.client.open())
  await expect.element(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  return scripted
}

test('on a network the site does not list, the network row warns "Unsupported network"', async () => {
  await openAccountOnUnlistedChain()
  const row = page.getByRole('button', { name: 'Network Unsupported network' })
  await expect.element(row).toBeVisible()
  expect(row.element().getAttribute('data-state')).toBe('unsupported')
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the Account view on an unsupported network has no violations', async () => {
    await openAccountOnUnlistedChain({ themeMode })
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })

  test('the Account view with a toast has no violations', async () => {
    const { client } = await openAccount({ themeMode })
    act(() => client.showToast({ message: 'Address copied', variant: 'success' }))
    await expect.poll(() => getModalHost().root.textContent).toContain('1.500 ETH')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
