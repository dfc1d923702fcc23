import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
} from '@solana/wallet-standard-features'
import { approveSolanaRequest } from '../approveSolanaRequest.ts'
import { authorizedKey } from '../authorizedKey.ts'
import type { SolanaWalletContext } from '../context.ts'
import { decodeTransaction } from '../decodeTransaction.ts'
import { sendWireTransaction } from '../sendWireTransaction.ts'
import { assertKnownChain, assertSignerSlot, signWithKey } from '../signWithKey.ts'
import { summarizeTransaction } from '../summarizeTransaction.ts'

/**
 * `solana:signAndSendTransaction`: signs each transaction like `solana:signTransaction`, sends it
 * to the wallet's RPC and returns the signature bytes. One prompt covers the call; transactions
 * go out one after the other, in order.
 */
export async function signAndSendTransaction(
  context: SolanaWalletContext,
  inputs: readonly SolanaSignAndSendTransactionInput[],
): Promise<SolanaSignAndSendTransactionOutput[]> {
  const checked = inputs.map((input) => {
    const key = authorizedKey(context, input?.account)
    assertKnownChain(context.chains, input.chain)
    const decoded = decodeTransaction(input.transaction)
    assertSignerSlot(key, decoded.transaction)
    return { key, options: input.options, ...decoded }
  })
  await approveSolanaRequest(context, {
    method: 'solana:signAndSendTransaction',
    transactions: checked.map(({ message }) => summarizeTransaction(message)),
    chain: inputs[0]?.chain,
  })
  const outputs: SolanaSignAndSendTransactionOutput[] = []
  for (const { key, transaction, options } of checked) {
    const signed = await signWithKey(key, transaction)
    outputs.push({ signature: await sendWireTransaction(context.rpcUrl, signed, options) })
  }
  return outputs
}
