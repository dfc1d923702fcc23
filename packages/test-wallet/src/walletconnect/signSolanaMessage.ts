import { getBase58Decoder, getBase58Encoder, signBytes } from '@solana/kit'
import type { SolanaKey } from '../solana/createSolanaKey.ts'
import { RPC_ERRORS } from './errors.ts'
import { SessionRequestError } from './handleSessionRequest.ts'

/**
 * solana_signMessage: `{ message (base58 bytes), pubkey }` → `{ signature (base58) }`, the
 * message's bytes signed with the dev key (ed25519).
 */
export async function signSolanaMessage(
  key: SolanaKey | undefined,
  method: string,
  params: unknown,
): Promise<{ signature: string }> {
  if (!key) throw new SessionRequestError(RPC_ERRORS.UNSUPPORTED_METHOD)
  if (method !== 'solana_signMessage') throw new SessionRequestError(RPC_ERRORS.UNSUPPORTED_METHOD)
  const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
  if (typeof message !== 'string' || pubkey !== key.address) {
    throw new SessionRequestError(RPC_ERRORS.INVALID_PARAMS)
  }
  const bytes = getBase58Encoder().encode(message)
  const signature = await signBytes((await key.keyPair()).privateKey, bytes)
  return { signature: getBase58Decoder().decode(signature) }
}
