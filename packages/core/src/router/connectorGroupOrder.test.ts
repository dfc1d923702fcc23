import { describe, expect, test } from 'vitest'
import { getConnectorGroupOrder } from './connectorGroupOrder.ts'

describe('getConnectorGroupOrder (SPEC §2 Connector groups)', () => {
  test('default order with WalletConnect enabled', () => {
    expect(
      getConnectorGroupOrder({ walletConnectEnabled: true, connectedThroughWalletConnect: false }),
    ).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  test('walletConnect is left out when disabled', () => {
    const order = getConnectorGroupOrder({
      walletConnectEnabled: false,
      connectedThroughWalletConnect: false,
    })
    expect(order[0]).toBe('recent')
    expect(order).not.toContain('walletConnect')
  })

  test('walletConnect is left out when already connected through it', () => {
    expect(
      getConnectorGroupOrder({ walletConnectEnabled: true, connectedThroughWalletConnect: true }),
    ).not.toContain('walletConnect')
  })

  test('a configured override applies, without duplicates', () => {
    expect(
      getConnectorGroupOrder({
        override: ['featured', 'walletConnect', 'injected', 'featured'],
        walletConnectEnabled: true,
        connectedThroughWalletConnect: false,
      }),
    ).toEqual(['featured', 'walletConnect', 'injected'])
  })

  test('an empty override means the default order', () => {
    expect(
      getConnectorGroupOrder({
        override: [],
        walletConnectEnabled: false,
        connectedThroughWalletConnect: false,
      })[0],
    ).toBe('recent')
  })
})
