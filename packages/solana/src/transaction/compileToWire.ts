import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

export type CompileToWireParameters = {
  feePayer: Address
  instructions: readonly Instruction[]
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint }
  /** The adapter builds legacy or v0 messages (what every wallet that signs Solana takes). */
  version: 'legacy' | 0
}

/**
 * An unsigned transaction in the wire format Wallet Standard wallets take: the compiled message
 * with an empty (zeroed) signature slot per signer, for the wallet to fill.
 */
export function compileToWire({
  feePayer,
  instructions,
  lifetime,
  version,
}: CompileToWireParameters): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getTransactionEncoder().encode(compileTransaction(message)) as Uint8Array
}
