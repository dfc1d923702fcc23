import { PAIRING_EXPIRY_MARGIN_MS } from '../constants.ts'
import type { WalletConnectState } from './types.ts'

/**
 * SPEC §4 Pairing: a uri counts as expired within PAIRING_EXPIRY_MARGIN_MS of its end, and when
 * there is none.
 *
 * @example
 * isPairingExpired(latch.getState().walletConnect) // false while the QR code can be scanned
 */
export function isPairingExpired(state: WalletConnectState, now: number = Date.now()): boolean {
  if (!state.uri || state.uriExpiresAt === undefined) return true
  return now >= state.uriExpiresAt - PAIRING_EXPIRY_MARGIN_MS
}
