import {
  type CaipNetwork,
  LatchError,
  SwapPriceMovedError,
  SwapRevertedError,
  type SwapState,
  TransactionRejectedError,
} from '@latch/core'
import { formatQuantity, type SwapForm, shortenAddress } from '@latch/core/internal'
import { SvgIcon } from '../../icons/icons.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import { TokenIcon } from '../WalletSend/TokenIcon.tsx'

type Wallet = { name: string; icon?: string | undefined }

/** The transaction's page on the network's explorer, when the network has one. */
function explorerLink(network: CaipNetwork, hash: string) {
  const explorer = network.blockExplorers?.default
  return (
    <p className="latch-send-hash">
      <span>Transaction</span>
      <code title={hash}>{shortenAddress(hash)}</code>
      {explorer ? (
        <a
          className="latch-send-link"
          href={`${explorer.url.replace(/\/+$/, '')}/tx/${hash}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          View on {explorer.name}
        </a>
      ) : null}
    </p>
  )
}

/** What the swap sells and buys, in words: "100 USDC for 99.7 DAI". */
function summary(swap: SwapState, form: SwapForm): string {
  return `${formatQuantity(swap.fromAmount)} ${form.from?.symbol ?? ''} for ${formatQuantity(
    swap.toAmount || '0',
  )} ${form.to?.symbol ?? ''}`
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
  const symbol = form.from?.symbol ?? ''
  if (swap.step === 'approveWallet' || swap.step === 'swapWallet') {
    const approving = swap.step === 'approveWallet'
    return (
      <StatusPanel
        state="waiting"
        shape="square"
        icon={<WalletIcon name={wallet.name} imageUrl={wallet.icon} />}
        title="Approve in your wallet"
        text={
          approving
            ? `Allow the swap to spend ${formatQuantity(swap.fromAmount)} ${symbol} in ${wallet.name}. The swap itself comes next.`
            : `Confirm swapping ${summary(swap, form)} in ${wallet.name}.`
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
        title={approving ? `Approving ${symbol}` : 'Swapping'}
        text={
          approving
            ? 'Waiting for the network to confirm the approval.'
            : `Waiting for the network to confirm ${summary(swap, form)}.`
        }
      />
      {hash ? explorerLink(network, hash) : null}
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
  return (
    <div className="latch-status" data-state="sent">
      <div className="latch-status-icon">
        <span className="latch-send-done">
          <SvgIcon name="check" size={32} />
        </span>
      </div>
      <div className="latch-status-text" role="status">
        <p className="latch-status-title">Swapped</p>
        <p className="latch-muted">{summary(swap, form)}</p>
      </div>
      {swap.hash ? explorerLink(network, swap.hash) : null}
      <button type="button" className="latch-button-primary" onClick={onDone}>
        Done
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
  const { error } = swap
  const moved = error instanceof SwapPriceMovedError
  const { title, text } = describe(error)
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
        ? explorerLink(network, swap.hash)
        : null}
      {moved ? (
        <button type="button" className="latch-button-primary" onClick={onRetry}>
          <SvgIcon path={ICON_PATHS.retry} size={16} />
          Get a fresh quote
        </button>
      ) : null}
      <button type="button" className="latch-button-secondary latch-send-edit" onClick={onEdit}>
        Edit the swap
      </button>
    </div>
  )
}

function describe(error: unknown): { title: string; text: string } {
  if (error instanceof TransactionRejectedError) {
    return { title: 'Transaction rejected', text: 'You declined it in your wallet.' }
  }
  if (error instanceof SwapPriceMovedError) {
    const reverted = error.cause instanceof SwapRevertedError
    return {
      title: 'The price moved',
      text: reverted
        ? 'It moved more than the 1% slippage allows, so the swap was undone on chain: your tokens did not move, only the network fee was spent.'
        : 'It moved more than the 1% slippage allows since your quote: nothing was sent.',
    }
  }
  if (error instanceof SwapRevertedError) {
    return {
      title: 'The swap failed on chain',
      text: 'The transaction was undone: your tokens did not move, only the network fee was spent.',
    }
  }
  return {
    title: 'The swap did not go through',
    text:
      error instanceof LatchError
        ? error.shortMessage
        : ((error as Error | undefined)?.message?.split('\n')[0]?.slice(0, 160) ??
          'Something went wrong'),
  }
}
