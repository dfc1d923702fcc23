import { signBytes } from '@solana/kit'
import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features'
import { invalidParamsError } from '../../errors/ProviderRpcError.ts'
import { approveSolanaRequest } from '../approveSolanaRequest.ts'
import { type SolanaWalletContext, selectedKey, updateAccounts } from '../context.ts'
import { createSignInMessage } from '../createSignInMessage.ts'

/**
 * `solana:signIn` (version 1.0.0): connect and sign a Sign In With Solana message in one prompt.
 * The wallet fills in the domain (the page's host) and the address (the selected account) when
 * the app leaves them out; an address that is not the selected account is -32602.
 */
export async function signIn(
  context: SolanaWalletContext,
  inputs: readonly SolanaSignInInput[],
): Promise<SolanaSignInOutput[]> {
  const outputs: SolanaSignInOutput[] = []
  for (const input of inputs.length > 0 ? inputs : [{}]) {
    const key = selectedKey(context)
    if (input.address !== undefined && input.address !== key.address) {
      throw invalidParamsError(`${input.address} is not this wallet's selected account.`)
    }
    if (input.useOffchainMessage) {
      throw invalidParamsError('offchain sign-in messages (signIn 1.1.0) are not supported.')
    }
    const domain = input.domain ?? context.window?.location?.host
    if (!domain) throw invalidParamsError('signIn needs a domain when there is no page.')
    const text = createSignInMessage({ ...input, domain, address: key.address })
    await approveSolanaRequest(context, { method: 'solana:signIn', message: text })
    updateAccounts(context, () => {
      context.authorized = true
      context.locked = false
    })
    const message = new TextEncoder().encode(text)
    const signature = await signBytes((await key.keyPair()).privateKey, message)
    outputs.push({
      account: key.account,
      signedMessage: message,
      signature,
      signatureType: 'ed25519',
    })
  }
  return outputs
}
