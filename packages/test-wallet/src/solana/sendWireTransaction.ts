import { getBase58Encoder, getBase64EncodedWireTransaction, type Transaction } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { ProviderRpcError, RPC_ERROR_CODE } from '../errors/ProviderRpcError.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import { CONFIRM_POLL_MS, CONFIRM_TIMEOUT_MS } from './constants.ts'

const COMMITMENT_RANK = { processed: 0, confirmed: 1, finalized: 2 } as const

type SignatureStatus = { err: unknown; confirmationStatus?: keyof typeof COMMITMENT_RANK | null }

/**
 * Sends a signed transaction with the RPC's `sendTransaction` (base64) and returns its signature
 * bytes. The app's preflight options pass through; RPC errors keep their code, message and data
 * (-32002 preflight failure …). With `commitment`, waits until the transaction reaches it.
 */
export async function sendWireTransaction(
  rpcUrl: string,
  transaction: Transaction,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  const config: Record<string, unknown> = { encoding: 'base64' }
  if (options.skipPreflight !== undefined) config.skipPreflight = options.skipPreflight
  if (options.preflightCommitment) config.preflightCommitment = options.preflightCommitment
  if (options.maxRetries !== undefined) config.maxRetries = options.maxRetries
  if (options.minContextSlot !== undefined) config.minContextSlot = options.minContextSlot
  const wire = getBase64EncodedWireTransaction(transaction)
  const signature = await forwardRpc(rpcUrl, 'sendTransaction', [wire, config])
  if (typeof signature !== 'string') {
    throw new ProviderRpcError(RPC_ERROR_CODE.internal, 'sendTransaction answered no signature.')
  }
  if (options.commitment) await confirm(rpcUrl, signature, options.commitment)
  return new Uint8Array(getBase58Encoder().encode(signature))
}

async function confirm(
  rpcUrl: string,
  signature: string,
  commitment: keyof typeof COMMITMENT_RANK,
): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const answer = (await forwardRpc(rpcUrl, 'getSignatureStatuses', [[signature]])) as {
      value: (SignatureStatus | null)[]
    }
    const status = answer.value[0]
    if (status?.err) {
      throw new ProviderRpcError(RPC_ERROR_CODE.internal, `Transaction ${signature} failed.`, {
        data: { signature, err: status.err },
      })
    }
    const reached = status?.confirmationStatus
    if (reached && COMMITMENT_RANK[reached] >= COMMITMENT_RANK[commitment]) return
    if (Date.now() > deadline) {
      throw new ProviderRpcError(
        RPC_ERROR_CODE.internal,
        `Transaction ${signature} did not reach "${commitment}" in ${CONFIRM_TIMEOUT_MS} ms.`,
        { data: { signature } },
      )
    }
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}
