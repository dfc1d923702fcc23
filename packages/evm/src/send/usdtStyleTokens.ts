import type { CaipNetwork } from '@latch/core'

/**
 * Well-known mainnet ERC-20 contracts sent with the ABI whose `transfer` returns nothing (SPEC §9:
 * seven USDT-style addresses), by chain id. Tether USD on Ethereum and BNB on Ethereum really
 * return nothing; Tether USD's deployments on the other chains do return a `bool`, but listing
 * them is harmless: the no-return ABI only skips reading the answer, the calldata is the same.
 */
export const KNOWN_USDT_STYLE_TOKENS: Readonly<Record<number, readonly string[]>> = {
  1: [
    '0xdAC17F958D2ee523a2206206994597C13D831ec7', // Tether USD (USDT)
    '0xB8c77482e45F1F44dE1745F52C74426C631bDD52', // BNB (the original ERC-20)
  ],
  10: ['0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'], // Tether USD on OP Mainnet
  56: ['0x55d398326f99059fF775485246999027B3197955'], // Binance-Peg BSC-USD
  137: ['0xc2132D05D31c914a87C6611C10748AEb04B58e8F'], // Tether USD on Polygon PoS
  42161: ['0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'], // Tether USD on Arbitrum One
  43114: ['0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'], // Tether USD on Avalanche C-Chain
}

/**
 * Whether `token` on `network` is USDT-style: in {@link KNOWN_USDT_STYLE_TOKENS} for the chain,
 * or in the network's own `usdtStyleTokens` (the devnet marks its `usdt` there). Addresses are
 * compared case-insensitively.
 */
export function isUsdtStyleToken(network: CaipNetwork, token: string): boolean {
  const wanted = token.toLowerCase()
  const listed = [
    ...(KNOWN_USDT_STYLE_TOKENS[Number(network.id)] ?? []),
    ...(network.usdtStyleTokens ?? []),
  ]
  return listed.some((address) => address.toLowerCase() === wanted)
}
