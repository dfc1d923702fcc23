import type { KeyObject } from 'node:crypto'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { fromBase58 } from './base58.ts'
import { privateKeyFromSecret, signEd25519 } from './ed25519.ts'

/** A key pair the devnet signs with itself (faucet, mint keys). */
export type DevnetSigner = { address: string; privateKey: KeyObject }

/** A signer from a base58 64-byte secret key. */
export function devnetSigner(keypair: { address: string; secretKey: string }): DevnetSigner {
  return {
    address: keypair.address,
    privateKey: privateKeyFromSecret(fromBase58(keypair.secretKey)),
  }
}

/**
 * Builds, compiles and signs a legacy transaction synchronously (node:crypto ed25519), so the
 * devnet can seed and airdrop without WebCrypto's async signing.
 */
export function signTransaction(
  instructions: readonly Instruction[],
  feePayer: DevnetSigner,
  signers: readonly DevnetSigner[],
  lifetime: { blockhash: string; lastValidBlockHeight: bigint },
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(feePayer.address), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: lifetime.blockhash as Blockhash,
          lastValidBlockHeight: lifetime.lastValidBlockHeight,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const compiled = compileTransaction(message)
  const byAddress = new Map([feePayer, ...signers].map((s) => [s.address, s]))
  const signatures: Record<string, SignatureBytes> = {}
  for (const signer of Object.keys(compiled.signatures)) {
    const key = byAddress.get(signer)
    if (!key) throw new Error(`no key to sign for ${signer}`)
    signatures[signer] = signEd25519(
      key.privateKey,
      new Uint8Array(compiled.messageBytes),
    ) as SignatureBytes
  }
  return new Uint8Array(getTransactionEncoder().encode({ ...compiled, signatures }))
}
