import {
  LatchError,
  type LatchState,
  setSendMaxAmount,
  setSendReceiverAddress,
  setSendStep,
  setSendToken,
  setSendTokenAmount,
  submitSend,
  TransactionRejectedError,
} from '@latch/core'
import {
  getActiveNamespace,
  getSendableTokens,
  getSendForm,
  isSendableNamespace,
  sameSendTokens,
  startSend,
} from '@latch/core/internal'
import { useCallback, useLayoutEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { type UseMessagesReturnType, useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import { useStepFocus } from '../shared/useStepFocus.ts'
import type { ViewProps } from '../types.ts'
import { formatTypedAmount } from './formatFee.ts'
import { type SendMessages, sendMessages } from './messages.ts'
import { SendForm } from './SendForm.tsx'
import { SendOutcome } from './SendOutcome.tsx'
import { SendReview } from './SendReview.tsx'
import { SEND_CSS } from './styles.ts'
import { TokenList } from './TokenList.tsx'

const selectSend = (state: LatchState) => state.send

/**
 * SPEC §1 "sending tokens" (eip155 and solana): pick a token, an amount (Max leaves the fee for
 * native sends), a receiver (an address, or a name with its avatar), see the network fee, review,
 * approve in the wallet, and see the hash with an explorer link. Opened with arguments
 * (`amount`, `assetAddress`, `to`, `namespace`) the form starts filled in. It renders
 * `state.send` (SPEC §3 Send state) and calls core's send actions; the rules are core's.
 */
export function WalletSend({ entry }: ViewProps) {
  const client = useLatchClient()
  const params = entry.view === 'WalletSend' ? entry.params : undefined
  const send = useLatchStore(selectSend)
  const namespace = useLatchStore(
    useCallback(
      (state: LatchState) =>
        (state.send?.entry === entry ? state.send.namespace : undefined) ??
        params?.namespace ??
        getActiveNamespace(client, state),
      [client, entry, params?.namespace],
    ),
  )
  const { address } = useLatchAccount({ namespace })
  const { caipNetwork } = useLatchNetwork({ namespace })
  const { walletInfo } = useWalletInfo({ namespace })
  const tokens = useLatchStore(
    useCallback(
      (state: LatchState) => getSendableTokens(client, state, namespace),
      [client, namespace],
    ),
    sameSendTokens,
  )

  // Each step takes focus when the control pressed went away with the last one.
  const step = send?.entry === entry ? send.step : undefined
  const anchor = useStepFocus<HTMLSpanElement>(step)
  const m = useMessages('send', sendMessages)
  const { locale } = useLatchLocale()
  const errorText = useErrorText()

  // Before the first paint: the form starts from this entry's arguments (once per entry, so
  // StrictMode's second run and a remount keep what was typed).
  useLayoutEffect(() => {
    if (entry.view === 'WalletSend') startSend(client, entry)
  }, [client, entry])

  if (!isSendableNamespace(namespace)) {
    return (
      <Notice
        title={m.unsupportedTitle}
        text={m.t(m.unsupportedText, { network: caipNetwork.name })}
      />
    )
  }
  if (!address) {
    return <Notice title={m.noWalletTitle} text={m.noWalletText} />
  }
  // No send, or another one's, until startSend has run (it does before the first paint).
  if (send?.entry !== entry) return null

  const { token, amountCheck, transfer, canReview } = getSendForm(send, tokens)
  const { receiver, fee } = send
  const summary = token
    ? m.t(m.summary, {
        amount: formatTypedAmount(send.sendTokenAmount, locale),
        symbol: token.symbol,
        receiver:
          receiver.status === 'ready'
            ? (receiver.receiver.name ?? receiver.receiver.address)
            : send.receiverAddress,
      })
    : ''

  return (
    <>
      <Style>{SEND_CSS}</Style>
      <span ref={anchor} hidden />
      {/* A review whose transfer stopped being sendable (a refreshed balance below the amount)
          goes back to the form, which says why, rather than leaving an empty view. */}
      {step === 'form' || (step === 'review' && !transfer) ? (
        <SendForm
          token={token}
          amount={send.sendTokenAmount}
          amountCheck={amountCheck}
          to={send.receiverAddress}
          receiver={receiver}
          fee={fee}
          canReview={canReview}
          sender={address}
          receiverPlaceholder={namespace === 'eip155' ? m.addressOrName : m.solanaAddress}
          onPickToken={() => setSendStep(client, 'tokens')}
          onAmount={(amount) => setSendTokenAmount(client, amount)}
          onMax={() => setSendMaxAmount(client)}
          onTo={(to) => setSendReceiverAddress(client, to)}
          onReview={() => setSendStep(client, 'review')}
        />
      ) : null}
      {step === 'tokens' ? (
        <TokenList
          tokens={tokens}
          chosen={token}
          onPick={(picked) => setSendToken(client, picked)}
        />
      ) : null}
      {step === 'review' && transfer && receiver.status === 'ready' ? (
        <SendReview
          token={transfer.token}
          amount={transfer.amount}
          receiver={receiver.receiver}
          network={caipNetwork}
          fee={fee}
          onEdit={() => setSendStep(client, 'form')}
          onSend={() => void submitSend(client)}
        />
      ) : null}
      {step === 'preparing' || step === 'wallet' ? (
        <StatusPanel
          state="waiting"
          shape="square"
          icon={<WalletIcon name={walletInfo?.name ?? 'Wallet'} imageUrl={walletInfo?.icon} />}
          title={step === 'wallet' ? m.approveTitle : m.preparingTitle}
          text={
            step === 'wallet'
              ? m.t(m.confirmText, { summary, wallet: walletInfo?.name ?? m.yourWallet })
              : m.preparingText
          }
        />
      ) : null}
      {step === 'sent' && send.hash ? (
        <SendOutcome
          summary={summary}
          hash={send.hash}
          network={caipNetwork}
          onDone={() => client.goBack()}
        />
      ) : null}
      {step === 'failed' ? (
        <>
          <StatusPanel
            state="failed"
            shape="square"
            icon={<WalletIcon name={walletInfo?.name ?? 'Wallet'} imageUrl={walletInfo?.icon} />}
            {...describeFailure(send.error, m, errorText)}
            onRetry={() => void submitSend(client)}
          />
          <button
            type="button"
            className="latch-button-secondary latch-send-edit"
            onClick={() => setSendStep(client, 'form')}
          >
            {m.editTransfer}
          </button>
        </>
      ) : null}
    </>
  )
}

/**
 * What to tell the visitor when sending failed: declined, or the error's text in the modal's
 * language (a wallet's own error: its first line, which is meant for people, as the wallet wrote it).
 */
function describeFailure(
  error: unknown,
  m: UseMessagesReturnType<SendMessages>,
  errorText: (error: unknown, fallback?: string) => string,
): { title: string; text: string } {
  if (error instanceof TransactionRejectedError) {
    return { title: m.rejectedTitle, text: m.rejectedText }
  }
  return {
    title: m.failedTitle,
    text:
      error instanceof LatchError
        ? errorText(error)
        : ((error as Error | undefined)?.message?.split('\n')[0]?.slice(0, 160) ??
          m.somethingWrong),
  }
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="latch-empty" role="status">
      <p className="latch-empty-title">{title}</p>
      <p className="latch-muted">{text}</p>
    </div>
  )
}
