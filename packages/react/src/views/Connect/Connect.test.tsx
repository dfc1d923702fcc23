import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import {
  createTestClient,
  getModalHost,
  renderWithLatch,
  TEST_CONNECTORS,
} from '../../test/fixtures.tsx'
import { getMonogram, getMonogramHue } from './WalletIcon.tsx'

afterEach(cleanup)

async function openWith(connectors = TEST_CONNECTORS, options = {}) {
  const client = createTestClient(options)
  client.store.setState({ connectors })
  renderWithLatch(null, client)
  await act(() => client.open())
  const { root } = getModalHost()
  return { client, root }
}

describe('Connect view', () => {
  test('lists the wallets as buttons in a list, in SPEC §2 group order', async () => {
    const { root } = await openWith()
    const list = root.querySelector('ul[aria-label="Wallets"]')
    expect(list).not.toBeNull()
    const names = [...root.querySelectorAll('li > button.latch-wallet .latch-wallet-name')].map(
      (name) => name.textContent,
    )
    expect(names).toEqual([
      'WalletConnect',
      'Latch Test Wallet',
      'Browser Wallet',
      'Coinbase Wallet',
    ])
    const groups = [...root.querySelectorAll<HTMLElement>('.latch-wallet')].map(
      (b) => b.dataset.group,
    )
    expect(groups).toEqual(['walletConnect', 'injected', 'injected', 'external'])
  })

  test('installed wallets carry an "Installed" tag, recent ones a "Recent" tag', async () => {
    const client = createTestClient()
    client.store.setState({
      connectors: TEST_CONNECTORS,
      recentWallets: [{ id: 'coinbase', name: 'Coinbase Wallet' }],
    })
    renderWithLatch(null, client)
    await act(() => client.open())
    const tagOf = (name: string) =>
      [...getModalHost().root.querySelectorAll('.latch-wallet')]
        .find((button) => button.querySelector('.latch-wallet-name')?.textContent === name)
        ?.querySelector('.latch-tag')?.textContent
    expect(tagOf('Latch Test Wallet')).toBe('Installed')
    expect(tagOf('Coinbase Wallet')).toBe('Recent')
    expect(tagOf('WalletConnect')).toBeUndefined()
  })

  test('a wallet shows its image, else a monogram', async () => {
    const { root } = await openWith()
    const [walletConnect, , browserWallet] = root.querySelectorAll('.latch-wallet')
    expect(walletConnect?.querySelector('img')?.getAttribute('src')).toBe(
      TEST_CONNECTORS[2]?.imageUrl,
    )
    expect(walletConnect?.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(browserWallet?.querySelector('.latch-monogram')?.textContent).toBe('BW')
  })

  test('an image that fails to load falls back to the monogram', async () => {
    const { root } = await openWith([
      {
        id: 'broken',
        name: 'Broken Wallet',
        type: 'EXTERNAL',
        chain: 'eip155',
        imageUrl: 'data:image/png;base64,AAAA',
      },
    ])
    await expect.poll(() => root.querySelector('.latch-monogram')?.textContent).toBe('BW')
    expect(root.querySelector('img')).toBeNull()
  })

  test('picking a wallet opens ConnectingExternal for that connector, titled with its name', async () => {
    const { client } = await openWith()
    await page.getByRole('button', { name: /Coinbase Wallet/ }).click()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'coinbase' },
    })
    await expect.element(page.getByRole('heading', { name: 'Coinbase Wallet' })).toBeVisible()
  })

  test('with no wallets it says "No wallets detected" with a hint', async () => {
    const { root } = await openWith([])
    expect(root.querySelector('ul')).toBeNull()
    expect(root.querySelector('.latch-empty-title')?.textContent).toBe('No wallets detected')
    expect(root.querySelector('.latch-empty .latch-muted')?.textContent).toMatch(/Install a wallet/)
  })

  test('email and social render nothing yet, even when their features are on', async () => {
    const { client, root } = await openWith(TEST_CONNECTORS, {
      features: { email: true, socials: ['google', 'github'] },
    })
    expect(client.getState().features.email).toBe(true)
    expect(root.querySelectorAll('input')).toHaveLength(0)
    expect(root.querySelector('.latch-view')?.children).toHaveLength(1)
  })

  test('a connector group order override is followed', async () => {
    const { root } = await openWith(TEST_CONNECTORS, {
      connectorGroupOrder: ['external', 'injected'],
    })
    const names = [...root.querySelectorAll('.latch-wallet-name')].map((name) => name.textContent)
    expect(names).toEqual(['Coinbase Wallet', 'Latch Test Wallet', 'Browser Wallet'])
  })
})

test.each([
  ['Coinbase Wallet', 'CW'],
  ['MetaMask', 'M'],
  ['  rabby ', 'R'],
  ['Trust Crypto Wallet', 'TC'],
])('the monogram of %j is %s', (name, expected) => {
  expect(getMonogram(name)).toBe(expected)
})

test('monogram hues are stable and spread out', () => {
  expect(getMonogramHue('MetaMask')).toBe(getMonogramHue('MetaMask'))
  expect(getMonogramHue('Browser Wallet')).not.toBe(getMonogramHue('Coinbase Wallet'))
  for (const name of ['a', 'MetaMask', 'Phantom']) {
    expect(getMonogramHue(name)).toBeGreaterThanOrEqual(0)
    expect(getMonogramHue(name)).toBeLessThan(360)
  }
})
