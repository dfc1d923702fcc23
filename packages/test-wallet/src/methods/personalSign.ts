import { type Hex, isAddress, isHex } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import { currentChain, type WalletContext } from '../context.ts'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import { authorizedAccount } from './authorizedAccount.ts'
import { accountSignature } from './contractAccount.ts'

/**
 * `personal_sign` with params `[message, address]`: a hex message is signed as raw bytes, any
 * other string as UTF-8 text (EIP-191). Some dapps send the pair the other way round; like
 * MetaMask we accept that when the first is an address and the second is not. A contract
 * account answers its owner's signature (EIP-1271), ERC-6492-wrapped while it is not deployed.
 */
export async function personalSign(context: WalletContext, params: unknown): Promise<Hex> {
  const [message, address] = personalSignParams(params)
  const account = authorizedAccount(context, address)
  const chain = currentChain(context)
  await requestApproval(context, 'personal_sign', [message, address])
  const signature = await account.signer.signMessage({
    message: isHex(message) ? { raw: message } : message,
  })
  return accountSignature(chain, account, signature)
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
