import { createPublicKey, verify } from 'node:crypto'
import type { SiwxMessageFields } from '@latch/core/siwx'
import { type Address, type Hex, isErc6492Signature, isHex } from 'viem'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import { HttpError } from '../validation/HttpError.ts'
import { decodeBase58 } from './base58.ts'
import { verifyAccountSignature } from './verifyAccountSignature.ts'

const ED25519_PUBLIC_KEY_BYTES = 32
const ED25519_SIGNATURE_BYTES = 64

/**
 * The outcome: the account's signature, or not — told apart for a contract account (code at the
 * address, or an ERC-6492 signature for one not deployed yet), whose wallet may sign in a way
 * this chain's contract does not accept (the kit says "This application might not support Smart
 * Accounts").
 */
export type SignatureCheck = 'valid' | 'invalid' | 'invalid_contract_signature'

export type VerifySignatureParameters = {
  fields: SiwxMessageFields
  /** The exact text that was signed. */
  message: string
  signature: string
  chains: ChainRegistry
}

/**
 * Whether `signature` is the account's over `message`. eip155: viem's `verifyMessage` on the
 * chain's client, which recovers an EOA's signature locally and otherwise asks the chain (an
 * EIP-1271 `isValidSignature`, or an ERC-6492 signature of a wallet not deployed yet, through
 * the universal validator in one `eth_call`, which deploys nothing). solana: ed25519 over the
 * message's UTF-8 bytes, the public key being the base58 address. 502 when the chain cannot be
 * asked.
 */
export async function verifySignature({
  fields,
  message,
  signature,
  chains,
}: VerifySignatureParameters): Promise<SignatureCheck> {
  if (fields.chainId.startsWith('solana:')) {
    return verifyEd25519(fields.address, message, signature) ? 'valid' : 'invalid'
  }
  const chain = chains.get(fields.chainId)
  if (!chain) throw new HttpError(401, 'unsupported_chain', `Not served: ${fields.chainId}`)
  if (!isHex(signature, { strict: true }) || signature.length % 2 !== 0) return 'invalid'
  const address = fields.address as Address
  const upstream = (error: unknown): never => {
    // The chain could not be asked (a reverting validator is `false`, not an error).
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'error'
    throw new HttpError(
      502,
      'upstream_error',
      `Could not verify the signature on ${fields.chainId}: ${reason}`,
    )
  }
  // An EOA's signature is recovered locally; otherwise EIP-1271 / ERC-6492 on the chain, and the
  // owner of the embedded wallet's SimpleAccount (v0.8 has no EIP-1271).
  const check = await verifyAccountSignature({
    client: chain.client,
    address,
    message,
    signature,
  }).catch(upstream)
  if (check !== 'invalid') return 'valid'
  if (isErc6492Signature(signature as Hex)) return 'invalid_contract_signature'
  const code = await chain.client.getCode({ address }).catch(upstream)
  return code && code !== '0x' ? 'invalid_contract_signature' : 'invalid'
}

function verifyEd25519(address: string, message: string, signature: string): boolean {
  const publicKey = decodeBase58(address)
  const signatureBytes = decodeBase58(signature)
  if (publicKey?.length !== ED25519_PUBLIC_KEY_BYTES) return false
  if (signatureBytes?.length !== ED25519_SIGNATURE_BYTES) return false
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
    return verify(null, Buffer.from(message, 'utf8'), key, signatureBytes)
  } catch {
    // A public key that is no curve point.
    return false
  }
}
