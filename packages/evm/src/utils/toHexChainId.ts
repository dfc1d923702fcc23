/** A chain id as wallets take it in `wallet_*` calls: `0x`-prefixed hex without leading zeros. */
export function toHexChainId(chainId: number | string): `0x${string}` {
  return `0x${Number(chainId).toString(16)}`
}
