import type { CaipNetwork } from '../types/network.ts'
import { RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from './constants.ts'
import { SwapReceiptTimeoutError } from './errors.ts'

/** What a mined transaction's receipt says: `success` (status 1) or `reverted` (status 0). */
export type ReceiptStatus = 'success' | 'reverted'

/** A mined transaction: whether it succeeded, and the block it was mined in (when the node says). */
export type MinedReceipt = { status: ReceiptStatus; blockNumber: bigint | undefined }

/**
 * Waits until `hash` is mined on `network` and says whether it succeeded (see
 * {@link waitForMinedReceipt}).
 */
export async function waitForReceipt(
  network: CaipNetwork,
  hash: string,
  timeoutMs = RECEIPT_TIMEOUT_MS,
): Promise<ReceiptStatus> {
  return (await waitForMinedReceipt(network, hash, timeoutMs)).status
}

/**
 * Waits until `hash` is mined on `network` and says whether it succeeded and in which block,
 * asking the network's first HTTP RPC URL for `eth_getTransactionReceipt` every second (a node's
 * error or an unreachable node counts as "not yet"). Throws {@link SwapReceiptTimeoutError} after
 * `timeoutMs` without a receipt, or at once when the network has no HTTP RPC URL.
 */
export async function waitForMinedReceipt(
  network: CaipNetwork,
  hash: string,
  timeoutMs = RECEIPT_TIMEOUT_MS,
): Promise<MinedReceipt> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new SwapReceiptTimeoutError({ hash })
  const until = Date.now() + timeoutMs
  for (let id = 1; ; id++) {
    const receipt = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'eth_getTransactionReceipt',
        params: [hash],
      }),
      signal: AbortSignal.timeout(RECEIPT_POLL_MS * 5),
    })
      .then(
        (response) =>
          response.json() as Promise<{ result?: { status?: string; blockNumber?: string } | null }>,
      )
      .then((body) => body.result ?? undefined)
      .catch(() => undefined)
    if (receipt?.status !== undefined) {
      return {
        status: BigInt(receipt.status) === 1n ? 'success' : 'reverted',
        blockNumber: receipt.blockNumber ? BigInt(receipt.blockNumber) : undefined,
      }
    }
    if (Date.now() >= until) throw new SwapReceiptTimeoutError({ hash })
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
