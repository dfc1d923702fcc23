import { getWalletErrorCode, WALLET_ERROR_CODES } from '../errors/walletErrorCode.ts'

/**
 * WalletConnect's "user rejected" codes: 5000 (the session), 5001–5003 (its chains, methods,
 * events). Meaningful on a session proposal only: elsewhere wallets use 5000 for an unknown chain.
 */
export const WC_USER_REJECTED_CODES = [5000, 5001, 5002, 5003] as const

/** The wallet declined the session proposal (a WalletConnect code or EIP-1193 4001). */
export function isWalletConnectRejection(error: unknown): boolean {
  const code = getWalletErrorCode(error)
  if (code === undefined) return false
  return (
    code === WALLET_ERROR_CODES.USER_REJECTED ||
    (WC_USER_REJECTED_CODES as readonly number[]).includes(code)
  )
}
