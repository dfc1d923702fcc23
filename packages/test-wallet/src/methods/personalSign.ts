import { type Hex, isAddress, isHex } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import type { WalletContext } from '../context.ts'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import { authorizedAccount } from './authorizedAccount.ts'

/**
 * `personal_sign` with params `[message, address]`: a hex message is signed as raw bytes, any
 * other string as UTF-8 text (EIP-191). Some dapps send the pair the other way round; like
 * MetaMask we accept that when the first is an address and the second is not.
 */
export async function personalSign(context: WalletContext, params: unknown): Promise<Hex> {
  const [message, address] = personalSignParams(params)
  const account = authorizedAccount(context, address)
  await requestApproval(context, 'personal_sign', [message, address])
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** `[message, address]` of a `personal_sign` request, in the standard order. */
export function personalSignParams(params: unknown): [string, unknown] {
  if (!Array.isArray(params) || typeof params[0] !== 'string') {
    throw invalidParamsError('personal_sign expects [message, address].')
  }
  const [first, second] = params as [string, unknown]
  const swapped =
    isAddress(first, { strict: false }) &&
    !(typeof second === 'string' && isAddress(second, { strict: false }))
  return swapped ? [String(second), first] : [first, second]
}
