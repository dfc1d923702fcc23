import { solana, solanaDevnet, solanaTestnet } from '@latch/core/networks'
import { describe, expect, test } from 'vitest'
import { solanaLocal } from '../networks/solanaLocal.ts'
import { pickWalletChain, supportsNetwork, walletChainCandidates } from './walletChain.ts'

describe('walletChainCandidates', () => {
  test.each([
    [solana, ['solana:mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']],
    [solanaDevnet, ['solana:devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']],
    [solanaTestnet, ['solana:testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z']],
    [solanaLocal, ['solana:localnet', 'solana:devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']],
  ])('$name', (network, expected) => {
    expect(walletChainCandidates(network)).toEqual(expected)
  })

  test('a custom cluster served from localhost: localnet, then its CAIP-2 id', () => {
    const custom = {
      ...solanaDevnet,
      id: 'Custom1111111111111111111111111',
      caipNetworkId: 'solana:Custom1111111111111111111111111' as const,
      rpcUrls: { default: { http: ['http://localhost:8899'] } },
    }
    expect(walletChainCandidates(custom)).toEqual([
      'solana:localnet',
      'solana:Custom1111111111111111111111111',
    ])
  })
})

describe('pickWalletChain', () => {
  test.each([
    [['solana:mainnet', 'solana:devnet', 'solana:localnet'], 'solana:localnet'],
    [['solana:devnet'], 'solana:devnet'],
    [['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    [['solana:mainnet'], 'solana:localnet'],
  ])('a wallet on %j gets %s for the local devnet', (supported, expected) => {
    expect(pickWalletChain(solanaLocal, supported)).toBe(expected)
  })
})

test.each([
  ['Solana', ['solana:mainnet'], true, solana],
  ['Solana', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], true, solana],
  ['Solana', ['solana:devnet', 'solana:testnet'], false, solana],
  ['Solana Testnet', ['solana:mainnet', 'solana:devnet'], false, solanaTestnet],
])('%s on a wallet with %j is supported: %s', (_, supported, expected, network) => {
  expect(supportsNetwork(network, supported)).toBe(expected)
})
