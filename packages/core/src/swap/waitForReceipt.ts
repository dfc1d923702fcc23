import type { Client } from '../client/types.ts'
import { requestChain } from '../rpc/requestChain.ts'
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
  client: Pick<Client, 'adapters'>,
  network: CaipNetwork,
  hash: string,
  timeoutMs = RECEIPT_TIMEOUT_MS,
): Promise<ReceiptStatus> {
  return (await waitForMinedReceipt(client, network, hash, timeoutMs)).status
}

/**
 * Waits until `hash` is mined on `network` and says whether it succeeded and in which block,
 * asking for `eth_getTransactionReceipt` every second over the network's RPC (the eip155
 * adapter's transport when there is one, see `requestChain`); a node's error or an unreachable
 * node counts as "not yet". Throws {@link SwapReceiptTimeoutError} after `timeoutMs` without a
 * receipt, or at once when the network has no HTTP RPC URL.
 */
export async function waitForMinedReceipt(
  client: Pick<Client, 'adapters'>,
  network: CaipNetwork,
  hash: string,
  timeoutMs = RECEIPT_TIMEOUT_MS,
): Promise<MinedReceipt> {
  if (!network.rpcUrls.default.http.length) throw new SwapReceiptTimeoutError({ hash })
  const until = Date.now() + timeoutMs
  for (;;) {
    const receipt = (await requestChain(client, network, 'eth_getTransactionReceipt', [hash]).catch(
      () => undefined,
    )) as { status?: string; blockNumber?: string } | null | undefined
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
