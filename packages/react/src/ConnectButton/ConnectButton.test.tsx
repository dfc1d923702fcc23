import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../i18n/loadCatalogue.ts'
import { pseudoCatalogue, untranslatedTexts } from '../test/catalogueText.ts'
import { createTestClient, getButtonRoot, renderWithLatch } from '../test/fixtures.tsx'
import { ConnectButton } from './ConnectButton.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const button = () => getButtonRoot().querySelector('button')!

function connectingClient() {
  const client = createTestClient()
  client.store.setState({
    activeNamespace: 'eip155',
    accounts: { eip155: { status: 'connecting' } },
  })
  return client
}

describe('ConnectButton', () => {
  test('is a button named "Connect Wallet" in its own shadow root', async () => {
    renderWithLatch(<ConnectButton />)
    await expect.element(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(button().type).toBe('button')
    expect(button().getRootNode()).toBeInstanceOf(ShadowRoot)
    expect(button().dataset.state).toBe('disconnected')
  })

  test('the label prop overrides the name', async () => {
    renderWithLatch(<ConnectButton label="Sign in" />)
    await expect.element(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })

  test('clicking opens the modal', async () => {
    const { client } = renderWithLatch(<ConnectButton />)
    const open = vi.spyOn(client, 'open')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    expect(open).toHaveBeenCalledWith(undefined)
    expect(client.getState().open).toBe(true)
  })

  test('with a namespace it opens for that namespace', async () => {
    const { client } = renderWithLatch(<ConnectButton namespace="solana" />)
    const open = vi.spyOn(client, 'open')
    act(() => button().click())
    expect(open).toHaveBeenCalledWith({ namespace: 'solana' })
  })

  test('while connecting it shows a spinner and "Connecting…", busy', () => {
    renderWithLatch(<ConnectButton />, connectingClient())
    expect(button().textContent).toBe('Connecting…')
    expect(button().querySelector('.latch-spinner')).not.toBeNull()
    expect(button().getAttribute('aria-busy')).toBe('true')
    expect(button().dataset.state).toBe('connecting')
  })

  test('a stored connection shows "Connecting…" from the first paint, never "Connect Wallet" first', async () => {
    const texts: string[] = []
    const attachShadow = Element.prototype.attachShadow
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (
      this: Element,
      init: ShadowRootInit,
    ) {
      const root = attachShadow.call(this, init)
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.oldValue) texts.push(record.oldValue)
          for (const node of record.addedNodes) texts.push(node.textContent ?? '')
        }
      }).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
      })
      return root
    })
    renderWithLatch(<ConnectButton />, connectingClient())
    await Promise.resolve()
    expect(texts.join('|')).toContain('Connecting…')
    expect(texts.join('|')).not.toContain('Connect Wallet')
  })

  test('the label returns when the connection attempt ends', () => {
    const client = connectingClient()
    renderWithLatch(<ConnectButton />, client)
    act(() => client.store.setState({ accounts: { eip155: { status: 'disconnected' } } }))
    expect(button().textContent).toBe('Connect Wallet')
    expect(button().querySelector('.latch-spinner')).toBeNull()
    expect(button().hasAttribute('aria-busy')).toBe(false)
  })

  test('when connected it is the account button: short address and balance, opening Account', async () => {
    const client = createTestClient()
    const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    client.store.setState({
      activeNamespace: 'eip155',
      accounts: { eip155: { status: 'connected', address, balance: '2.5', balanceSymbol: 'ETH' } },
    })
    renderWithLatch(<ConnectButton />, client)
    expect(button().textContent).toBe('2.500 ETH0xd8…A96045')
    expect(button().className).toBe('latch-account')
    expect(button().dataset.state).toBe('connected')
    expect(button().querySelector('.latch-avatar')).not.toBeNull()
    const open = vi.spyOn(client, 'open')
    await page.getByRole('button', { name: '2.500 ETH 0xd8…A96045' }).click()
    expect(open).toHaveBeenCalledWith({ view: 'Account' })
  })

  test('balance={false} shows the address alone once connected', () => {
    const client = createTestClient()
    client.store.setState({
      activeNamespace: 'eip155',
      accounts: {
        eip155: {
          status: 'connected',
          address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
          balance: '2.5',
          balanceSymbol: 'ETH',
        },
      },
    })
    renderWithLatch(<ConnectButton balance={false} />, client)
    expect(button().textContent).toBe('0xd8…A96045')
  })

  test('connecting then connected keeps the same button element (focus stays on it)', () => {
    const client = connectingClient()
    renderWithLatch(<ConnectButton />, client)
    const before = button()
    before.focus()
    act(() =>
      client.store.setState({
        accounts: {
          eip155: { status: 'connected', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' },
        },
      }),
    )
    expect(button()).toBe(before)
    expect(getButtonRoot().activeElement).toBe(before)
    expect(before.className).toBe('latch-account')
  })

  test.each([
    ['md', 40],
    ['sm', 32],
  ] as const)('size %s is %i px tall', (size, height) => {
    renderWithLatch(<ConnectButton size={size} />)
    expect(button().dataset.size).toBe(size)
    expect(button().getBoundingClientRect().height).toBe(height)
  })

  test('the host carries the resolved theme', () => {
    renderWithLatch(<ConnectButton />, createTestClient({ themeMode: 'dark' }))
    expect(document.querySelector<HTMLElement>('[data-latch-button]')?.dataset.theme).toBe('dark')
  })
})

describe('ConnectButton in other languages', () => {
  test("its texts come from the catalogue (connect, connecting); a site's label stays as given", async () => {
    setCatalogue('es', pseudoCatalogue())
    renderWithLatch(<ConnectButton />, createTestClient({ locale: 'es' }))
    expect(button().textContent).toBe('⟦Connect Wallet⟧')
    expect(untranslatedTexts(getButtonRoot())).toEqual([])
    cleanup()
    const client = connectingClient()
    act(() => client.setLocale('es'))
    renderWithLatch(<ConnectButton />, client)
    expect(button().textContent).toBe('⟦Connecting…⟧')
    cleanup()
    renderWithLatch(<ConnectButton label="Entrar" />, createTestClient({ locale: 'es' }))
    expect(button().textContent).toBe('Entrar')
  })

  test('in Japanese, once its language has loaded', async () => {
    renderWithLatch(<ConnectButton />, createTestClient({ locale: 'ja' }))
    await expect
      .element(page.getByRole('button', { name: 'ウォレットを接続' }), { timeout: 10_000 })
      .toBeVisible()
  })
})
