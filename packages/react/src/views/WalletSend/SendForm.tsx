import type { SendFeeState, SendReceiverState } from '@latch/core'
import {
  formatQuantity,
  type SendForm as SendFormState,
  type SendListToken,
} from '@latch/core/internal'
import { useId } from 'react'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { formatFee } from './formatFee.ts'
import { sendMessages } from './messages.ts'
import { ReceiverLine } from './ReceiverLine.tsx'
import { TokenIcon } from './TokenIcon.tsx'

type AmountCheck = SendFormState['amountCheck']

export type SendFormProps = {
  token: SendListToken | undefined
  amount: string
  amountCheck: AmountCheck
  to: string
  receiver: SendReceiverState
  fee: SendFeeState
  onPickToken: () => void
  onAmount: (amount: string) => void
  onMax: () => void
  onTo: (to: string) => void
  onReview: () => void
  canReview: boolean
  /** The sending account's address. */
  sender: string
  /** What the receiver field accepts ("Address or name" on eip155). */
  receiverPlaceholder: string
}

// The amount's validation texts, by core's check (SPEC's English in `sendMessages`).
const AMOUNT_MESSAGES: Partial<Record<AmountCheck, 'invalidAmount' | 'notEnough'>> = {
  invalid: 'invalidAmount',
  tooMany: 'notEnough',
}

/** The send form: token, amount (with Max), receiver, the network fee and Review (state.send). */
export function SendForm(props: SendFormProps) {
  const { token, amount, amountCheck, to, receiver, fee } = props
  const ids = useId()
  const m = useMessages('send', sendMessages)
  const { locale } = useLatchLocale()
  const errorText = useErrorText()
  const amountKey = AMOUNT_MESSAGES[amountCheck]
  const amountMessage = token && amountKey ? m.t(m[amountKey], { symbol: token.symbol }) : undefined
  return (
    <form
      className="latch-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (props.canReview) props.onReview()
      }}
    >
      <button
        type="button"
        className="latch-wallet latch-row latch-send-token"
        onClick={props.onPickToken}
      >
        {token ? <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} /> : null}
        <span className="latch-row-text">
          <span className="latch-wallet-name">{token ? token.symbol : m.chooseToken}</span>
          {token ? (
            <span className="latch-row-label">
              {m.t(m.balance, {
                amount: formatQuantity(token.quantity.numeric, locale),
                symbol: token.symbol,
              })}
            </span>
          ) : null}
        </span>
        {token ? <span className="latch-visually-hidden">{m.changeToken}</span> : null}
        <SvgIcon path={ICON_PATHS.chevronRight} size={18} />
      </button>

      <div className="latch-send-field">
        <label htmlFor={`${ids}a`}>{m.amount}</label>
        <div className="latch-send-input" data-invalid={amountMessage ? 'true' : undefined}>
          <input
            id={`${ids}a`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            aria-invalid={amountMessage ? 'true' : undefined}
            aria-describedby={amountMessage ? `${ids}am` : undefined}
            onChange={(event) => props.onAmount(event.target.value)}
          />
          {token ? <span className="latch-send-symbol">{token.symbol}</span> : null}
          <button
            type="button"
            className="latch-send-max"
            aria-label={m.maxAmount}
            onClick={props.onMax}
            disabled={!token}
          >
            {m.max}
          </button>
        </div>
        {amountMessage ? (
          <p id={`${ids}am`} className="latch-send-hint" data-state="error">
            {amountMessage}
          </p>
        ) : null}
      </div>

      <div className="latch-send-field">
        <label htmlFor={`${ids}t`}>{m.to}</label>
        <div className="latch-send-input" data-invalid={receiver.status === 'error' || undefined}>
          <input
            id={`${ids}t`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={props.receiverPlaceholder}
            value={to}
            aria-invalid={receiver.status === 'error' ? 'true' : undefined}
            aria-describedby={`${ids}tm`}
            onChange={(event) => props.onTo(event.target.value)}
          />
        </div>
        <ReceiverLine id={`${ids}tm`} state={receiver} sender={props.sender} />
      </div>

      <p className="latch-send-fee" aria-live="polite">
        <span>{m.networkFee}</span>
        <span>
          {fee.status === 'ready'
            ? `≈ ${formatFee(fee.fee.formatted, locale)} ${fee.fee.symbol}`
            : null}
          {fee.status === 'loading' ? m.estimating : null}
          {fee.status === 'unavailable' ? m.feeByWallet : null}
          {fee.status === 'idle' || fee.status === 'refused' ? '—' : null}
        </span>
      </p>
      {fee.status === 'refused' ? (
        <p className="latch-send-hint" data-state="error" role="alert">
          {errorText(fee.error, fee.message)}
        </p>
      ) : null}

      <button
        type="submit"
        className="latch-button-primary latch-send-submit"
        disabled={!props.canReview}
      >
        {m.review}
      </button>
    </form>
  )
}
