import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import { TransactionRejectedError } from '../errors/connection.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { patchSwap } from './patchSwap.ts'
import type { SwapForm } from './swapForm.ts'
import type { SwapState } from './swapState.ts'

/** What every swap event carries: the network, the tokens' symbols and the amounts (whole units). */
export function swapEventProperties(swap: SwapState, form: SwapForm) {
  return {
    network: swap.caipNetworkId,
    from: form.from?.symbol,
    to: form.to?.symbol,
    fromAmount: swap.fromAmount,
    toAmount: swap.toAmount,
  }
}

/**
 * Ends a failed step of the swap: `failed` with the error — a decline in the wallet (4001)
 * becomes TransactionRejectedError and SWAP_REJECTED, anything else SWAP_ERROR with the error's
 * class (`errorType`) and short message.
 */
export function failSwap(
  client: Client,
  swap: SwapState,
  properties: Record<string, unknown>,
  cause: unknown,
): void {
  let error = cause
  if (isUserRejection(cause)) {
    error = new TransactionRejectedError({ cause })
    client.events.emit('SWAP_REJECTED', properties)
  } else {
    const { name, shortMessage, message } = (cause ?? {}) as {
      name?: string
      shortMessage?: string
      message?: string
    }
    client.events.emit('SWAP_ERROR', {
      ...properties,
      errorType: cause instanceof LatchError ? cause.name : (name ?? 'Error'),
      message: shortMessage ?? message ?? String(cause),
    })
  }
  patchSwap(client, swap.entry, { step: 'failed', error })
}
