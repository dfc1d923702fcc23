import { ConnectionRejectedError, type LatchClient, type LatchOptions } from '@latch/core'
import type { AdapterConnection } from '@latch/core/adapter'
import type { Wallet } from '@latch/core/api'
import { PAIRING_LIFETIME_MS } from '@latch/core/internal'
import { act } from '@testing-library/react'
import { svgDataUrl } from '../views/AllWallets/testDirectory.ts'
import { createTestClient, TEST_CONNECTORS } from './fixtures.tsx'

// A client for the WalletConnect view tests whose pairing the test drives: the views only read
// `state.walletConnect` and call connectWalletConnect / cancelWalletConnect, so those two are
// replaced by a double with core's contract (one shared promise per pairing; cancel rejects
// it), and the test sets the URI in the store as core would. Core's own pairing over a real
// relay runs end to end in e2e/walletconnect.spec.ts.

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A pairing URI as the SDK writes them; `n` makes each one different. */
export function pairingUri(n: number): string {
  const topic = n.toString(16).padStart(64, 'a')
  return `wc:${topic}@2?relay-protocol=irn&symKey=${'5'.repeat(64)}&expiryTimestamp=1900000000`
}

export const CONNECTION: AdapterConnection = {
  address: '0x00000000000000000000000000000000000000aa',
  chainId: 31_337,
  accounts: [{ address: '0x00000000000000000000000000000000000000aa', type: 'eoa' }],
}

/** Directory wallets: one opens by a custom scheme, one by a universal link. */
export const NATIVE_WALLET: Wallet = {
  id: 'rainbow-like',
  name: 'Rainbow Test',
  image_url: svgDataUrl('RT', '#0e7490'),
  mobile_link: 'rainbowtest://',
  desktop_link: 'rainbowtest-desktop://',
  webapp_link: 'https://app.rainbow.example',
  chains: ['eip155:1'],
}
export const UNIVERSAL_WALLET: Wallet = {
  id: 'universal-like',
  name: 'Universal Test',
  image_url: svgDataUrl('UT', '#7c3aed'),
  mobile_link: 'https://link.universal.example',
  chains: ['eip155:1'],
}

/**
 * Gives `client` the pairing double; the returned controls change what core would (wrap them in
 * `act`). The client should list a WALLET_CONNECT connector.
 */
export function drivePairing(client: LatchClient) {
  let pending: ReturnType<typeof deferred<AdapterConnection>> | undefined
  const calls = { connect: 0, cancel: 0 }

  client.connectWalletConnect = () => {
    calls.connect++
    if (!pending) {
      pending = deferred<AdapterConnection>()
      if (client.getState().walletConnect.status === 'idle') {
        client.store.setState({ walletConnect: { status: 'loading' } })
      }
    }
    return pending.promise
  }
  /** Settles the visitor's pending promise; the next call makes a new one (as core does). */
  const settle = () => {
    const current = pending
    pending = undefined
    return current
  }
  client.cancelWalletConnect = () => {
    calls.cancel++
    settle()?.reject(new ConnectionRejectedError({ details: 'cancelled' }))
    client.store.setState({ walletConnect: { status: 'idle' } })
  }

  return {
    client,
    calls,
    /** Core sets a URI (`setAt` defaults to now): ready to scan for 4 minutes. */
    setUri(uri: string, setAt = Date.now()) {
      client.store.setState({
        walletConnect: { status: 'pairing', uri, uriExpiresAt: setAt + PAIRING_LIFETIME_MS },
      })
    },
    /** The wallet approves: connected, the promise resolves. */
    approve() {
      client.store.setState({
        walletConnect: { status: 'idle' },
        accounts: { eip155: { status: 'connected', address: CONNECTION.address } },
      })
      settle()?.resolve(CONNECTION)
    },
    /** The pending promise fails with `error` (a decline, or any other failure). */
    fail(error: unknown) {
      settle()?.reject(error)
    },
  }
}

/** A test client listing WalletConnect, its pairing driven by the test (controls in `act`). */
export function createPairingClient(options: Partial<LatchOptions> = {}) {
  const client = createTestClient({ logLevel: 'silent', ...options })
  client.store.setState({ connectors: TEST_CONNECTORS })
  const pairing = drivePairing(client)
  return {
    ...pairing,
    setUri: (uri: string, setAt?: number) => act(() => pairing.setUri(uri, setAt)),
    approve: () => act(async () => pairing.approve()),
    fail: (error: unknown) => act(async () => pairing.fail(error)),
  }
}
