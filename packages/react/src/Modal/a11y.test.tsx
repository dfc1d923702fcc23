import { act, cleanup } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { LatchModal } from '../Modal/LatchModal.tsx'
import {
  createTestClient,
  getModalHost,
  renderWithLatch,
  TEST_CONNECTORS,
  UNBUILT_VIEW,
} from '../test/fixtures.tsx'

afterEach(cleanup)

/** Lets the entry animations (≤ 150 ms) finish: axe measures contrast through opacity. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)))

async function violationsOf(element: Element) {
  const results = await axe.run(element, { resultTypes: ['violations'] })
  // A readable failure: rule id and the offending nodes.
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }))
}

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the open Connect view with wallets, an alert and a toast has no violations', async () => {
    const client = createTestClient({ themeMode })
    client.store.setState({
      connectors: TEST_CONNECTORS,
      recentWallets: [{ id: 'coinbase', name: 'Coinbase Wallet' }],
    })
    renderWithLatch(<ConnectButton />, client)
    await act(() => client.open())
    act(() => client.showAlert('SERVER_ERROR'))
    act(() => client.showToast({ message: 'Copied to clipboard', variant: 'success' }))
    await settle()
    const { host, root } = getModalHost()
    expect(root.querySelector('[role=alert]')).not.toBeNull()
    // The placeholder rows stay until the directory read (failing here) answers: not a wallet.
    await vi.waitFor(() =>
      expect(root.querySelectorAll('.latch-wallet-placeholder')).toHaveLength(0),
    )
    expect(root.querySelectorAll('.latch-wallet')).toHaveLength(TEST_CONNECTORS.length)
    expect(await violationsOf(host)).toEqual([])
  })

  test('the empty state and the error toast have no violations', async () => {
    const client = createTestClient({ themeMode })
    renderWithLatch(null, client)
    await act(() => client.open())
    act(() => client.showToast({ message: 'Signature declined', variant: 'error' }))
    await settle()
    const { host, root } = getModalHost()
    expect(root.textContent).toContain('No wallets detected')
    expect(await violationsOf(host)).toEqual([])
  })

  test('the unavailable-view panel and a warning alert have no violations', async () => {
    const client = createTestClient({ themeMode })
    renderWithLatch(null, client)
    await act(() => client.open({ view: UNBUILT_VIEW }))
    act(() => client.showAlert('LOCAL_CONFIGURATION_IGNORED'))
    act(() => client.showToast({ message: 'Authenticating...', variant: 'loading' }))
    await settle()
    const { host, root } = getModalHost()
    expect(root.querySelector('[data-unavailable]')).not.toBeNull()
    expect(await violationsOf(host)).toEqual([])
  })

  test('the embedded panel and the connect buttons have no violations', async () => {
    const client = createTestClient({ themeMode, enableEmbedded: true })
    client.store.setState({ connectors: TEST_CONNECTORS })
    const { container } = renderWithLatch(
      <main>
        <ConnectButton />
        <ConnectButton size="sm" />
        <LatchModal />
      </main>,
      client,
    )
    await settle()
    expect(
      container.querySelector('[data-latch-modal]')?.shadowRoot?.querySelector('section'),
    ).not.toBeNull()
    expect(await violationsOf(container)).toEqual([])
  })

  test('the connecting button has no violations', async () => {
    const client = createTestClient({ themeMode })
    client.store.setState({
      activeNamespace: 'eip155',
      accounts: { eip155: { status: 'connecting' } },
    })
    const { container } = renderWithLatch(<ConnectButton />, client)
    await settle()
    expect(await violationsOf(container)).toEqual([])
  })
})
