import type { Client } from '../client/types.ts'
import { getMaxSendAmount } from '../send/amount.ts'
import { SWAP_GAS_FALLBACK } from '../swap/constants.ts'
import { getConvertGasPrice } from '../swap/convertApi.ts'
import { patchSwap } from '../swap/patchSwap.ts'
import { getFeeReserve, getSwapForm } from '../swap/swapForm.ts'

/** What {@link setSwapMaxAmount} resolves with. */
export type SetSwapMaxAmountReturnType = undefined
/** {@link setSwapMaxAmount} throws nothing: without a gas price it keeps the amount. */
export type SetSwapMaxAmountErrorType = never

/**
 * Sets the amount sold to the most the account can sell: the whole balance of a token; for the
 * native currency the balance less what the wallet holds back for the network fee (see
 * `getFeeReserve`: the quote's fee, or before a quote a typical swap's gas at the standard gas
 * price of `GET /v1/convert/gas-price`), never below 0. Does nothing while no Swap view is open
 * or no token is sold.
 *
 * @example
 * await setSwapMaxAmount(latch)
 */
export async function setSwapMaxAmount(client: Client): Promise<SetSwapMaxAmountReturnType> {
  const state = client.store.getState()
  const { swap } = state
  if (!swap) return
  const { from, quote } = getSwapForm(client, state, swap)
  if (!from) return
  const { numeric } = from.quantity
  let fee: bigint | undefined
  if (from.isNative) {
    try {
      fee = quote
        ? BigInt(quote.fee)
        : SWAP_GAS_FALLBACK *
          BigInt((await getConvertGasPrice(client, swap.caipNetworkId)).standard)
    } catch (error) {
      // No fee known: selling the whole balance would fail in the wallet, so nothing changes.
      client.logger.warn('swap gas price failed', error)
      return
    }
  }
  const amount = getMaxSendAmount(
    numeric,
    from.decimals,
    fee === undefined ? undefined : { value: getFeeReserve(fee) },
    from.isNative,
  )
  patchSwap(client, swap.entry, { side: 'from', fromAmount: amount })
}
