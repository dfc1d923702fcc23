import type { Client } from '../client/types.ts'
import { buildConvertApprove } from '../swap/convertApi.ts'
import { SwapRevertedError } from '../swap/errors.ts'
import { patchSwap } from '../swap/patchSwap.ts'
import { getSwapAccount, sendSwapTransaction } from '../swap/sendSwapTransaction.ts'
import { failSwap, swapEventProperties } from '../swap/swapEvents.ts'
import { getSwapForm } from '../swap/swapForm.ts'
import { waitForReceipt } from '../swap/waitForReceipt.ts'
import { fetchSwapQuote } from './fetchSwapQuote.ts'

/** What {@link approveSwap} resolves with: the approval's hash, or `undefined` when it failed. */
export type ApproveSwapReturnType = { hash: string } | undefined
/** {@link approveSwap} throws nothing: a failure is `state.swap.error`, with `step` `failed`. */
export type ApproveSwapErrorType = never

/**
 * Approves the swap contract to spend exactly the amount sold (SPEC §7
 * `GET /v1/convert/build-approve`), when the form needs it: the quote is in, the balance covers
 * the amount and the network fee, and the allowance is short of the amount (never for the
 * native currency, never when the balance is short). `approveWallet` while the wallet asks,
 * `approvePending` until it is mined, then the form again with the allowance read anew (its
 * button says Swap). A decline is `failed` with TransactionRejectedError (SWAP_REJECTED); an
 * approval reverted on chain is SwapRevertedError (SWAP_ERROR). Does nothing otherwise.
 *
 * @example
 * const approved = await approveSwap(latch)
 */
export async function approveSwap(client: Client): Promise<ApproveSwapReturnType> {
  const state = client.store.getState()
  const { swap } = state
  if (swap?.step !== 'form') return undefined
  const form = getSwapForm(client, state, swap)
  const { from, to, quote } = form
  if (form.disabledReason || !form.needsApproval || !from || !to || !quote) return undefined
  const { entry } = swap
  const properties = { ...swapEventProperties(swap, form), stage: 'approve' }
  patchSwap(client, entry, { step: 'approveWallet', error: undefined, approvalHash: undefined })
  try {
    const account = getSwapAccount(client, swap)
    const { tx } = await buildConvertApprove(client, {
      chainId: swap.caipNetworkId,
      from: from.address,
      to: to.address,
      amount: quote.fromAmount,
      userAddress: account.address,
    })
    const hash = await sendSwapTransaction(client, account, tx)
    patchSwap(client, entry, { step: 'approvePending', approvalHash: hash })
    if ((await waitForReceipt(client, account.network, hash)) === 'reverted') {
      throw new SwapRevertedError({ hash })
    }
    // Mined: the contract may spend the amount now (the button says Swap at once); the quote
    // and the allowance are read again for what the chain says.
    patchSwap(client, entry, (current) => ({
      step: 'form',
      quote:
        current.quote.status === 'ready'
          ? { ...current.quote, allowance: BigInt(quote.fromAmount) }
          : current.quote,
    }))
    await fetchSwapQuote(client)
    return { hash }
  } catch (error) {
    const current = client.store.getState().swap
    if (current?.entry === entry) failSwap(client, current, properties, error)
    return undefined
  }
}
