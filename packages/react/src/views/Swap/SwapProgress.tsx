import {
  type CaipNetwork,
  LatchError,
  SwapPriceMovedError,
  SwapRevertedError,
  type SwapState,
  TransactionRejectedError,
} from '@latch/core'
import { formatQuantity, type SwapForm, shortenAddress } from '@latch/core/internal'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { type UseMessagesReturnType, useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import { TokenIcon } from '../WalletSend/TokenIcon.tsx'
import { type SwapMessages, swapMessages } from './messages.ts'

type Wallet = { name: string; icon?: string | undefined }

type M = UseMessagesReturnType<SwapMessages>

/** The transaction's page on the network's explorer, when the network has one. */
function explorerLink(network: CaipNetwork, hash: string, m: M) {
  const explorer = network.blockExplorers?.default
  return (
    <p className="latch-send-hash">
      <span>{m.transaction}</span>
      <code title={hash}>{shortenAddress(hash)}</code>
      {explorer ? (
        <a
          className="latch-send-link"
          href={`${explorer.url.replace(/\/+$/, '')}/tx/${hash}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.t(m.viewOn, { explorer: explorer.name })}
        </a>
      ) : null}
    </p>
  )
}

/** What the swap sells and buys, in words: "100.000 USDC for 99.700 DAI". */
function summary(swap: SwapState, form: SwapForm, m: M, locale: string): string {
  return m.t(m.summary, {
    fromAmount: formatQuantity(swap.fromAmount, locale),
    fromSymbol: form.from?.symbol ?? '',
    toAmount: formatQuantity(swap.toAmount || '0', locale),
    toSymbol: form.to?.symbol ?? '',
  })
}

/** The wallet asking (approval or swap) and the network mining it. */
export function SwapWaiting({
  swap,
  form,
  wallet,
  network,
}: {
  swap: SwapState
  form: SwapForm
  wallet: Wallet
  network: CaipNetwork
}) {
  const m = useMessages('swap', swapMessages)
  const { locale } = useLatchLocale()
  const symbol = form.from?.symbol ?? ''
  if (swap.step === 'approveWallet' || swap.step === 'swapWallet') {
    const approving = swap.step === 'approveWallet'
    return (
      <StatusPanel
        state="waiting"
        shape="square"
        icon={<WalletIcon name={wallet.name} imageUrl={wallet.icon} />}
        title={m.approveTitle}
        text={
          approving
            ? m.t(m.allowText, {
                amount: formatQuantity(swap.fromAmount, locale),
                symbol,
                wallet: wallet.name,
              })
            : m.t(m.confirmText, { summary: summary(swap, form, m, locale), wallet: wallet.name })
        }
      />
    )
  }
  const approving = swap.step === 'approvePending'
  const hash = approving ? swap.approvalHash : swap.hash
  return (
    <div className="latch-swap-after">
      <StatusPanel
        state="waiting"
        shape="round"
        icon={
          <span className="latch-swap-pending-icon">
            <TokenIcon symbol={symbol} iconUrl={form.from?.logoUri} />
          </span>
        }
        title={approving ? m.t(m.approving, { symbol }) : m.swapping}
        text={
          approving ? m.approvalWait : m.t(m.swapWait, { summary: summary(swap, form, m, locale) })
        }
      />
      {hash ? explorerLink(network, hash, m) : null}
    </div>
  )
}

/** The swap went through: what was swapped, the hash (explorer link if any), Done. */
export function SwapSuccess({
  swap,
  form,
  network,
  onDone,
}: {
  swap: SwapState
  form: SwapForm
  network: CaipNetwork
  onDone: () => void
}) {
  const m = useMessages('swap', swapMessages)
  const { locale } = useLatchLocale()
  return (
    <div className="latch-status" data-state="sent">
      <div className="latch-status-icon">
        <span className="latch-send-done">
          <SvgIcon name="check" size={32} />
        </span>
      </div>
      <div className="latch-status-text" role="status">
        <p className="latch-status-title">{m.swapped}</p>
        <p className="latch-muted">{summary(swap, form, m, locale)}</p>
      </div>
      {swap.hash ? explorerLink(network, swap.hash, m) : null}
      <button type="button" className="latch-button-primary" onClick={onDone}>
        {m.done}
      </button>
    </div>
  )
}

/**
 * The swap failed: why, in words, and the way on — a fresh quote when the price moved (sending
 * the same swap again would fail the same way), else Try again; Edit goes back to the form.
 */
export function SwapFailure({
  swap,
  wallet,
  network,
  onRetry,
  onEdit,
}: {
  swap: SwapState
  wallet: Wallet
  network: CaipNetwork
  onRetry: () => void
  onEdit: () => void
}) {
  const m = useMessages('swap', swapMessages)
  const errorText = useErrorText()
  const { error } = swap
  const moved = error instanceof SwapPriceMovedError
  const { title, text } = describe(error, m, errorText)
  return (
    <div className="latch-swap-after">
      <StatusPanel
        state="failed"
        shape="square"
        icon={<WalletIcon name={wallet.name} imageUrl={wallet.icon} />}
        title={title}
        text={text}
        onRetry={moved ? undefined : onRetry}
      />
      {swap.hash && (moved || error instanceof SwapRevertedError)
        ? explorerLink(network, swap.hash, m)
        : null}
      {moved ? (
        <button type="button" className="latch-button-primary" onClick={onRetry}>
          <SvgIcon path={ICON_PATHS.retry} size={16} />
          {m.freshQuote}
        </button>
      ) : null}
      <button type="button" className="latch-button-secondary latch-send-edit" onClick={onEdit}>
        {m.editSwap}
      </button>
    </div>
  )
}

function describe(
  error: unknown,
  m: M,
  errorText: (error: unknown, fallback?: string) => string,
): { title: string; text: string } {
  if (error instanceof TransactionRejectedError) {
    return { title: m.rejectedTitle, text: m.rejectedText }
  }
  if (error instanceof SwapPriceMovedError) {
    const reverted = error.cause instanceof SwapRevertedError
    return {
      title: m.priceMovedTitle,
      text: reverted ? m.priceMovedReverted : m.priceMovedText,
    }
  }
  if (error instanceof SwapRevertedError) {
    return { title: m.revertedTitle, text: m.revertedText }
  }
  return {
    title: m.failedTitle,
    text:
      error instanceof LatchError
        ? errorText(error)
        : // A wallet's own error: its first line, which is meant for people, as it wrote it.
          ((error as Error | undefined)?.message?.split('\n')[0]?.slice(0, 160) ??
          m.somethingWrong),
  }
}
