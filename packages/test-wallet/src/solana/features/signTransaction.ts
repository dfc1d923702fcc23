import { getTransactionEncoder } from '@solana/kit'
import type {
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import { approveSolanaRequest } from '../approveSolanaRequest.ts'
import { authorizedKey } from '../authorizedKey.ts'
import type { SolanaWalletContext } from '../context.ts'
import { decodeTransaction } from '../decodeTransaction.ts'
import { assertKnownChain, assertSignerSlot, signWithKey } from '../signWithKey.ts'
import { summarizeTransaction } from '../summarizeTransaction.ts'

/**
 * `solana:signTransaction`: decodes each wire transaction, signs the connected account's slot
 * and returns the signed wire bytes. One prompt covers all the inputs of a call.
 */
export async function signTransaction(
  context: SolanaWalletContext,
  inputs: readonly SolanaSignTransactionInput[],
): Promise<SolanaSignTransactionOutput[]> {
  const checked = inputs.map((input) => {
    const key = authorizedKey(context, input?.account)
    assertKnownChain(context.chains, input.chain)
    const decoded = decodeTransaction(input.transaction)
    assertSignerSlot(key, decoded.transaction)
    return { key, ...decoded }
  })
  await approveSolanaRequest(context, {
    method: 'solana:signTransaction',
    transactions: checked.map(({ message }) => summarizeTransaction(message)),
  })
  const encoder = getTransactionEncoder()
  const outputs: SolanaSignTransactionOutput[] = []
  for (const { key, transaction } of checked) {
    const signed = await signWithKey(key, transaction)
    outputs.push({ signedTransaction: new Uint8Array(encoder.encode(signed)) })
  }
  return outputs
}
