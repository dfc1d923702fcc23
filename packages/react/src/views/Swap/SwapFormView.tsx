import type { SwapState } from '@latch/core'
import type { SwapForm } from '@latch/core/internal'
import { useId } from 'react'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { type UseMessagesReturnType, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { type SwapMessages, swapMessages } from './messages.ts'
import { SwapDetails } from './SwapDetails.tsx'
import { SwapField } from './SwapField.tsx'

/** Up-and-down arrows: the flip between the two fields. */
const FLIP_PATH = 'M8 19V5m0 0L4.5 8.5M8 5l3.5 3.5M16 5v14m0 0l-3.5-3.5M16 19l3.5-3.5'

export type SwapFormViewProps = {
  swap: SwapState
  form: SwapForm
  slippage: number
  onAmount: (side: 'from' | 'to', amount: string) => void
  onPickToken: (side: 'from' | 'to') => void
  onMax: () => void
  onFlip: () => void
  onSubmit: () => void
}

/**
 * The Swap form (renders `state.swap` through core's `getSwapForm`): what is sold and bought,
 * the quote's details, and one button that says what it does — or exactly why it can't.
 */
export function SwapFormView(props: SwapFormViewProps) {
  const { swap, form } = props
  const ids = useId()
  const m = useMessages('swap', swapMessages)
  const errorText = useErrorText()
  const loading = swap.quote.status === 'loading'
  const refreshing = swap.quote.status === 'ready' && swap.quote.refreshing
  const status =
    swap.quote.status === 'error'
      ? swap.quote.error
        ? errorText(swap.quote.error, swap.quote.message)
        : m.quoteUnavailable
      : swap.quote.status === 'noRoute'
        ? m.t(m.noRoute, { from: form.from?.symbol ?? '', to: form.to?.symbol ?? '' })
        : undefined
  const fromInvalid =
    form.disabledReason === 'insufficientBalance' || form.disabledReason === 'invalidAmount'
  return (
    <form
      className="latch-swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!form.disabledReason) props.onSubmit()
      }}
    >
      <div className="latch-swap-pair">
        <SwapField
          id={`${ids}f`}
          label={m.youPay}
          token={form.from}
          amount={swap.fromAmount}
          quoted={swap.side === 'to'}
          loading={loading}
          invalid={fromInvalid}
          describedBy={fromInvalid ? `${ids}b` : undefined}
          onAmount={(amount) => props.onAmount('from', amount)}
          onPickToken={() => props.onPickToken('from')}
          onMax={form.from ? props.onMax : undefined}
        />
        <button type="button" className="latch-swap-flip" onClick={props.onFlip}>
          <SvgIcon path={FLIP_PATH} size={18} />
          <span className="latch-visually-hidden">{m.switchTokens}</span>
        </button>
        <SwapField
          id={`${ids}t`}
          label={m.youReceive}
          token={form.to}
          amount={swap.toAmount}
          quoted={swap.side === 'from'}
          loading={loading}
          invalid={false}
          onAmount={(amount) => props.onAmount('to', amount)}
          onPickToken={() => props.onPickToken('to')}
        />
      </div>
      <p className="latch-swap-status" aria-live="polite" data-state={status ? 'error' : undefined}>
        {status ?? (loading ? m.gettingQuote : refreshing ? m.updatingQuote : '')}
      </p>
      {form.quote ? <SwapDetails form={form} slippage={props.slippage} /> : null}
      <button
        id={`${ids}b`}
        type="submit"
        className="latch-button-primary latch-send-submit"
        disabled={!!form.disabledReason}
        data-action={form.disabledReason ? undefined : form.action}
      >
        {buttonText(form, m)}
      </button>
    </form>
  )
}

/** The button's text: what it does, or exactly why it can't (by core's `disabledReason`). */
function buttonText(form: SwapForm, m: UseMessagesReturnType<SwapMessages>): string {
  const symbol = form.from?.symbol ?? ''
  switch (form.disabledReason) {
    case 'unsupportedNetwork':
      return m.unsupportedTitle
    case 'tokensLoading':
      return m.loadingTokens
    case 'selectToken':
      return m.selectToken
    case 'noAmount':
      return m.enterAmount
    case 'invalidAmount':
      return m.enterValidAmount
    case 'insufficientBalance':
      return m.t(m.notEnough, { symbol }).trim()
    case 'quoteLoading':
      return m.gettingQuote
    case 'noRoute':
      return m.noRouteForPair
    case 'quoteError':
      return m.quoteUnavailable
    case 'balanceLoading':
      return m.loadingBalances
    case 'insufficientGas':
      return m.t(m.notEnoughForFee, { symbol: form.nativeSymbol })
    default:
      return form.needsApproval ? m.t(m.approve, { symbol }).trim() : m.swap
  }
}
