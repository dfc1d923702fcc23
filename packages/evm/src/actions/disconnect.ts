import { getWalletErrorCode, WALLET_ERROR_CODES } from '@latch/core/adapter'
import type { Eip1193Provider } from '../types.ts'

/** JSON-RPC "method not found". */
const METHOD_NOT_FOUND = -32_601

/**
 * Asks the wallet to forget the site (`wallet_revokePermissions`, EIP-2255), so the next connect
 * prompts again. Wallets without that method (4200 / -32601) are fine: Latch forgets the
 * connection anyway. Any other failure propagates.
 */
export async function disconnect(provider: Eip1193Provider): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  } catch (error) {
    const code = getWalletErrorCode(error)
    if (code !== WALLET_ERROR_CODES.UNSUPPORTED_METHOD && code !== METHOD_NOT_FOUND) throw error
  }
}
