/** EIP-1193 / JSON-RPC codes Latch acts on. */
export const WALLET_ERROR_CODES = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  /** WalletConnect's "unsupported chain" (SPEC §8 handled chain-switch code). */
  WC_UNSUPPORTED_CHAIN: 5000,
  INTERNAL: -32603,
} as const

/**
 * The numeric EIP-1193 / JSON-RPC code of a wallet error, looking through `cause` chains (viem
 * and other libraries wrap the wallet's error). `undefined` when there is none.
 */
export function getWalletErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The visitor declined in their wallet (4001). */
export function isUserRejection(error: unknown): boolean {
  return getWalletErrorCode(error) === WALLET_ERROR_CODES.USER_REJECTED
}

/**
 * SPEC §8: a switch failing with 4902, 5000 or 32603 (either sign: wallets differ) means "the
 * wallet doesn't know this chain", so add it and switch again.
 */
export function isUnknownChainError(error: unknown): boolean {
  const code = getWalletErrorCode(error)
  return (
    code === WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN ||
    code === WALLET_ERROR_CODES.WC_UNSUPPORTED_CHAIN ||
    code === WALLET_ERROR_CODES.INTERNAL ||
    code === -WALLET_ERROR_CODES.INTERNAL
  )
}
