import type { Client } from '../client/types.ts'
import { SWAP_SLIPPAGE_PERCENT } from '../swap/constants.ts'
import { buildConvertTransaction, getConvertQuotes } from '../swap/convertApi.ts'
import { SwapPriceMovedError, SwapRevertedError } from '../swap/errors.ts'
import { patchSwap } from '../swap/patchSwap.ts'
import { getSwapAccount, sendSwapTransaction } from '../swap/sendSwapTransaction.ts'
import { failSwap, swapEventProperties } from '../swap/swapEvents.ts'
import { getSwapForm } from '../swap/swapForm.ts'
import { waitForMinedReceipt } from '../swap/waitForReceipt.ts'
import { approveSwap } from './approveSwap.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'

/** What {@link submitSwap} resolves with: the swap's hash, or `undefined` when it failed. */
export type SubmitSwapReturnType = { hash: string } | undefined
/** {@link submitSwap} throws nothing: a failure is `state.swap.error`, with `step` `failed`. */
export type SubmitSwapErrorType = never

/**
 * Makes the swap of the open Swap form, when its button can be pressed (see `getSwapForm`):
 * approves first when the allowance is short (`approveSwap`), then builds the swap (SPEC §7
 * `POST /v1/convert/build-transaction`, 1 % slippage, SPEC §9) and checks it still gets at least
 * the minimum the visitor was shown (else SwapPriceMovedError, nothing sent). SWAP_INITIATED,
 * `swapWallet` while the wallet asks, `swapPending` until it is mined, then `success` with
 * `hash` (SWAP_SUCCESS; balances and activity are read again) or `failed` with `error`:
 * TransactionRejectedError (SWAP_REJECTED) when declined; a swap reverted on chain is
 * SwapPriceMovedError when a fresh quote is below the minimum it accepted, else
 * SwapRevertedError (SWAP_ERROR). Resolves with the hash, or `undefined`.
 *
 * @example
 * const swapped = await submitSwap(latch)
 */
export async function submitSwap(client: Client): Promise<SubmitSwapReturnType> {
  let state = client.store.getState()
  let swap = state.swap
  if (!swap || (swap.step !== 'form' && swap.step !== 'failed')) return undefined
  if (swap.step === 'failed') patchSwap(client, swap.entry, { step: 'form', error: undefined })
  state = client.store.getState()
  swap = state.swap!
  let form = getSwapForm(client, state, swap)
  if (form.disabledReason) return undefined
  if (form.needsApproval) {
    if (!(await approveSwap(client))) return undefined
    state = client.store.getState()
    if (state.swap?.entry !== swap.entry) return undefined
    swap = state.swap
    form = getSwapForm(client, state, swap)
    if (form.disabledReason || form.needsApproval) return undefined
  }
  const { entry } = swap
  const { from, to, quote, minimumReceivedValue } = form
  if (!from || !to || !quote || minimumReceivedValue === undefined) return undefined
  const properties = swapEventProperties(swap, form)
  patchSwap(client, entry, { step: 'swapWallet', error: undefined, hash: undefined })
  try {
    const account = getSwapAccount(client, swap)
    const built = await buildConvertTransaction(client, {
      chainId: swap.caipNetworkId,
      userAddress: account.address,
      from: from.address,
      to: to.address,
      amount: quote.fromAmount,
      slippage: SWAP_SLIPPAGE_PERCENT,
    })
    const toAmountMin = BigInt(built.toAmountMin)
    // The pools moved since the quote shown: the swap would accept less than its minimum.
    if (toAmountMin < minimumReceivedValue) throw new SwapPriceMovedError()
    const submitted = {
      fromAmount: BigInt(built.fromAmount),
      toAmount: BigInt(built.toAmount),
      toAmountMin,
    }
    client.events.emit('SWAP_INITIATED', properties)
    const hash = await sendSwapTransaction(client, account, built.tx)
    patchSwap(client, entry, { step: 'swapPending', hash, submitted })
    const receipt = await waitForMinedReceipt(client, account.network, hash)
    if (receipt.status === 'reverted') {
      // Reverted: below its minimum (the price moved) or something else; a fresh quote tells.
      const { quotes } = await getConvertQuotes(client, {
        chainId: swap.caipNetworkId,
        from: from.address,
        to: to.address,
        amount: quote.fromAmount,
      }).catch(() => ({ quotes: [] }))
      const fresh = quotes[0]
      const reverted = new SwapRevertedError({ hash })
      throw fresh && BigInt(fresh.toAmount) < toAmountMin
        ? new SwapPriceMovedError({ cause: reverted })
        : reverted
    }
    client.events.emit('SWAP_SUCCESS', { ...properties, hash })
    refreshAfterSend(client, { namespace: 'eip155', blockNumber: receipt.blockNumber })
    patchSwap(client, entry, { step: 'success' })
    return { hash }
  } catch (error) {
    const current = client.store.getState().swap
    if (current?.entry === entry) failSwap(client, current, properties, error)
    return undefined
  }
}
