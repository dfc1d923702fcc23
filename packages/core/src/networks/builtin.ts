import type { CaipNetwork } from '../types/network.ts'
import { defineNetwork } from './defineNetwork.ts'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** Ethereum mainnet (eip155:1). */
export const mainnet: CaipNetwork = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

/** Arbitrum One (eip155:42161). */
export const arbitrum: CaipNetwork = defineNetwork({
  id: 42_161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})

/**
 * The devnet's `usdt` (`@latch/devnet` deploys it at the same address on both chains; a test in
 * `@latch/evm` pins it): its `transfer` returns nothing, like USDT on Ethereum.
 */
const DEVNET_USDT = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'

/** The local devnet's first chain (anvil, eip155:31337, `npm start`). */
export const latchDevnet: CaipNetwork = {
  ...defineNetwork({
    id: 31_337,
    name: 'Latch Devnet',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
  }),
  usdtStyleTokens: [DEVNET_USDT],
}

/** The local devnet's second chain (eip155:31338), for network switching. */
export const latchDevnet2: CaipNetwork = {
  ...defineNetwork({
    id: 31_338,
    name: 'Latch Devnet 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  }),
  usdtStyleTokens: [DEVNET_USDT],
}

function solanaNetwork(
  reference: string,
  name: string,
  rpc: string,
  testnet: boolean,
  deprecated?: string,
): CaipNetwork {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: sol,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet,
    ...(deprecated ? { deprecatedCaipNetworkId: `solana:${deprecated}` as const } : {}),
  }
}

/** Solana mainnet (CAIP-2 reference: the genesis hash's first 32 characters). */
export const solana = solanaNetwork(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'https://api.mainnet-beta.solana.com',
  false,
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
)
/** Solana devnet. */
export const solanaDevnet = solanaNetwork(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'https://api.devnet.solana.com',
  true,
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
)
/** Solana testnet. */
export const solanaTestnet = solanaNetwork(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'https://api.testnet.solana.com',
  true,
)

/** Bitcoin mainnet (bip122, reference: the genesis block hash's first 32 characters). */
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  testnet: false,
}

/** Bitcoin testnet (bip122). No RPC: listed for the Bitcoin views to come. */
export const bitcoinTestnet: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { ...btc, symbol: 'tBTC' },
  rpcUrls: { default: { http: [] } },
  testnet: true,
}
