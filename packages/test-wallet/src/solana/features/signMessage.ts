import { signBytes } from '@solana/kit'
import type {
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
} from '@solana/wallet-standard-features'
import { invalidParamsError } from '../../errors/ProviderRpcError.ts'
import { approveSolanaRequest } from '../approveSolanaRequest.ts'
import { authorizedKey } from '../authorizedKey.ts'
import type { SolanaWalletContext } from '../context.ts'

/**
 * `solana:signMessage`: an ed25519 signature over the message bytes as given (no prefix). One
 * prompt per message; inputs are checked before anything is shown.
 */
export async function signMessage(
  context: SolanaWalletContext,
  inputs: readonly SolanaSignMessageInput[],
): Promise<SolanaSignMessageOutput[]> {
  const checked = inputs.map((input) => {
    const key = authorizedKey(context, input?.account)
    if (!ArrayBuffer.isView(input.message)) {
      throw invalidParamsError('message must be a Uint8Array.')
    }
    const { buffer, byteOffset, byteLength } = input.message
    return { key, message: new Uint8Array(buffer, byteOffset, byteLength).slice() }
  })
  const outputs: SolanaSignMessageOutput[] = []
  for (const { key, message } of checked) {
    await approveSolanaRequest(context, { method: 'solana:signMessage', message })
    const { privateKey } = await key.keyPair()
    const signature = await signBytes(privateKey, message)
    outputs.push({ signedMessage: message, signature, signatureType: 'ed25519' })
  }
  return outputs
}
