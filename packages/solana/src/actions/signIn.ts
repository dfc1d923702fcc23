import { SiwxMessageError, type SiwxMessageFields } from '@latch/core/siwx'
import { getBase58Decoder } from '@solana/kit'
import { SOLANA_SIGN_IN, SOLANA_SIGN_MESSAGE } from '../standard/features.ts'
import { findAccount, findFeature, getFeature } from '../standard/getFeature.ts'
import type { SolanaSignInInput, StandardWallet } from '../types.ts'

/** What either wallet feature answers: the bytes it signed and the signature. */
type Signed = { signedMessage: Uint8Array; signature: Uint8Array; signatureType?: string }

/** Parameters of {@link signIn}: the message fields and their text, `formatSiwxMessage(fields)`. */
export type SignInParameters = { fields: SiwxMessageFields; message: string }

/**
 * Signs in with `fields`: through the wallet's `solana:signIn` when it has it (the wallet
 * builds the Sign In With Solana text from the same fields, so it must come out as `message`),
 * else `solana:signMessage` over `message`. Resolves with the exact text signed and the base58
 * ed25519 signature. Throws SiwxMessageError (`reason: 'mismatch'`) when the wallet signed
 * other bytes than `message`; a refusal keeps the wallet's code (4001).
 */
export async function signIn(
  wallet: StandardWallet,
  { fields, message }: SignInParameters,
): Promise<{ message: string; signature: string }> {
  const feature = findFeature(wallet, SOLANA_SIGN_IN)
  const outputs: readonly Signed[] = feature
    ? await feature.signIn(toSignInInput(fields, message))
    : await getFeature(wallet, SOLANA_SIGN_MESSAGE).signMessage({
        account: findAccount(wallet, fields.address),
        message: new TextEncoder().encode(message),
      })
  const output: Signed = outputs[0] ?? {
    signedMessage: new Uint8Array(),
    signature: new Uint8Array(),
  }
  const signed = decodeUtf8(output.signedMessage)
  const type = output.signatureType ?? 'ed25519'
  if (signed !== message || type !== 'ed25519' || output.signature.length !== 64) {
    throw new SiwxMessageError({
      reason: 'mismatch',
      details: `${wallet.name} signed ${JSON.stringify(signed)} (${type}, ${output.signature.length} bytes) where ${JSON.stringify(message)} was asked for an ed25519 signature.`,
    })
  }
  return { message: signed, signature: getBase58Decoder().decode(output.signature) }
}

/**
 * Sign In With Solana's input for `fields`. `chainId` is taken as `message` writes it (`devnet`,
 * or a genesis reference), so the wallet's text repeats it; absent fields stay absent.
 */
function toSignInInput(fields: SiwxMessageFields, message: string): SolanaSignInInput {
  const chainLine = message.split('\n').find((line) => line.startsWith('Chain ID: '))
  const { chainId: _, scheme: __, ...rest } = fields
  const input: SolanaSignInInput = { ...rest }
  if (chainLine) input.chainId = chainLine.slice('Chain ID: '.length)
  for (const key of Object.keys(input) as (keyof SolanaSignInInput)[]) {
    if (input[key] === undefined) delete input[key]
  }
  return input
}

/** The text of `bytes`, or undefined when they are not UTF-8 (then nothing matches). */
function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}
