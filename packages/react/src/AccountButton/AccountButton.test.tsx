import { shortenAddress } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { getAvatarGradient } from '../Avatar/Avatar.tsx'
import { settle, violationsOf } from '../test/axe.ts'
import { renderWithLatch } from '../test/fixtures.tsx'
import { cleanupWallets, createConnectedClient, createScriptedClient } from '../test/wallets.ts'
import { AccountButton } from './AccountButton.tsx'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

afterEach(() => {
  cleanup()
  cleanupWallets()
})

const accountRoot = () => document.querySelector('[data-latch-button="account"]')?.shadowRoot

describe('AccountButton', () => {
  test('renders nothing while no account is connected', () => {
    const { client } = createScriptedClient()
    const { container } = renderWithLatch(<AccountButton />, client)
    expect(container.querySelector('[data-latch-button]')).toBeNull()
  })

  test('shows the balance, the avatar and the short address; its name is what it shows', async () => {
    const { client } = await createConnectedClient()
    renderWithLatch(<AccountButton />, client)
    const button = page.getByRole('button', { name: `1.500 ETH ${shortenAddress(ADDRESS)}` })
    await expect.element(button).toBeVisible()
    const avatar = accountRoot()?.querySelector<HTMLElement>('.latch-avatar')
    expect(avatar?.style.background).toBe(
      // The browser normalises the colours; compare through a styled element of its own.
      Object.assign(document.createElement('span').style, {
        background: getAvatarGradient(ADDRESS),
      }).background,
    )
  })

  test('balance={false} leaves the balance out', async () => {
    const { client } = await createConnectedClient()
    renderWithLatch(<AccountButton balance={false} />, client)
    await expect
      .element(page.getByRole('button', { name: shortenAddress(ADDRESS), exact: true }))
      .toBeVisible()
  })

  test('the balance appears once read, not before', async () => {
    const { client } = await createConnectedClient()
    act(() =>
      client.store.setState((state) => ({
        accounts: { eip155: { ...state.accounts.eip155!, balance: undefined } },
      })),
    )
    renderWithLatch(<AccountButton />, client)
    const button = () => accountRoot()?.querySelector('button')
    await expect.poll(() => button()?.textContent).toBe(shortenAddress(ADDRESS))
    act(() =>
      client.store.setState((state) => ({
        accounts: {
          eip155: { ...state.accounts.eip155!, balance: '0.1234', balanceSymbol: 'ETH' },
        },
      })),
    )
    expect(button()?.textContent).toBe(`0.123 ETH${shortenAddress(ADDRESS)}`)
  })

  test('clicking opens the Account view', async () => {
    const { client } = await createConnectedClient()
    renderWithLatch(<AccountButton />, client)
    await page.getByRole('button', { name: /0x00…0000aa/ }).click()
    expect(client.getState().open).toBe(true)
    expect(client.getState().history).toEqual([{ view: 'Account' }])
  })

  test('on a phone-sized screen the balance steps aside, the address stays', async () => {
    const { client } = await createConnectedClient()
    renderWithLatch(<AccountButton />, client)
    await page.viewport(360, 700)
    try {
      await expect
        .element(page.getByRole('button', { name: shortenAddress(ADDRESS), exact: true }))
        .toBeVisible()
    } finally {
      await page.viewport(414, 896)
    }
  })

  test('Enter on the focused button opens Account', async () => {
    const { client } = await createConnectedClient()
    renderWithLatch(<AccountButton />, client)
    await expect.poll(() => accountRoot()?.querySelector('button')).toBeTruthy()
    accountRoot()!.querySelector('button')!.focus()
    await userEvent.keyboard('{Enter}')
    expect(client.getState().history).toEqual([{ view: 'Account' }])
    expect(client.getState().open).toBe(true)
  })

  test.each([
    ['md', 40],
    ['sm', 32],
  ] as const)('size %s is %i px tall', async (size, height) => {
    const { client } = await createConnectedClient()
    renderWithLatch(<AccountButton size={size} />, client)
    await expect
      .poll(() => accountRoot()?.querySelector('button')?.getBoundingClientRect().height)
      .toBe(height)
  })
})

test('in German the balance is written the German way', async () => {
  const { client } = await createConnectedClient({ locale: 'de' })
  renderWithLatch(<AccountButton />, client)
  await expect
    .element(page.getByRole('button', { name: `1,500 ETH ${shortenAddress(ADDRESS)}` }))
    .toBeVisible()
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the account button has no violations', async () => {
    const { client } = await createConnectedClient({ themeMode })
    const { container } = renderWithLatch(
      <main>
        <AccountButton />
        <AccountButton size="sm" balance={false} />
      </main>,
      client,
    )
    await settle()
    expect(await violationsOf(container)).toEqual([])
  })
})
