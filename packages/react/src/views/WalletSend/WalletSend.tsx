import { LatchError, type LatchState, TransactionRejectedError } from '@latch/core'
import { getActiveNamespace, isSendableNamespace } from '@latch/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { StatusPanel } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'
import { checkAmount, maxAmount } from './amount.ts'
import { SendForm } from './SendForm.tsx'
import { SendOutcome } from './SendOutcome.tsx'
import { SendReview } from './SendReview.tsx'
import {
  findToken,
  type SendFormToken,
  sameTokens,
  selectSendableTokens,
} from './sendableTokens.ts'
import { SEND_CSS } from './styles.ts'
import { TokenList } from './TokenList.tsx'
import { useReceiver } from './useReceiver.ts'
import { useSendFee } from './useSendFee.ts'

type Phase =
  | { step: 'form' | 'tokens' | 'review' }
  | { step: 'preparing' | 'wallet' }
  | { step: 'sent'; hash: string }
  | { step: 'failed'; title: string; text: string }

/**
 * SPEC §1 "sending tokens" (eip155 and solana): pick a token, an amount (Max leaves the fee for
 * native sends), a receiver (an address, or a name with its avatar), see the network fee, review,
 * approve in the wallet, and see the hash with an explorer link. Opened with arguments
 * (`amount`, `assetAddress`, `to`, `namespace`) the form starts filled in.
 */
export function WalletSend({ entry }: ViewProps) {
  const client = useLatchClient()
  const params = entry.view === 'WalletSend' ? entry.params : undefined
  const namespace = useLatchStore(
    useCallback(
      (state: LatchState) => params?.namespace ?? getActiveNamespace(client, state),
      [client, params?.namespace],
    ),
  )
  const { address } = useLatchAccount({ namespace })
  const { caipNetwork } = useLatchNetwork({ namespace })
  const { walletInfo } = useWalletInfo({ namespace })
  const tokens = useLatchStore(
    useCallback(
      (state: LatchState) => selectSendableTokens(client, state, namespace),
      [client, namespace],
    ),
    sameTokens,
  )
  const [phase, setPhase] = useState<Phase>({ step: 'form' })
  const [tokenKey, setTokenKey] = useState(params?.assetAddress)
  const [amount, setAmount] = useState(params?.amount ?? '')
  const [to, setTo] = useState(params?.to ?? '')
  const token = findToken(tokens, tokenKey)
  const decimals = Number(token?.quantity.decimals ?? 0)
  const amountCheck = token ? checkAmount(amount, decimals, token.quantity.numeric) : 'empty'
  const receiver = useReceiver(to, namespace)
  const ready = token && amountCheck === 'ok' && receiver.status === 'ready'
  const fee = useSendFee(
    namespace,
    ready ? { token, amount, to: receiver.receiver.address } : undefined,
  )

  // SPEC events: OPEN_SEND once per opening (a ref survives StrictMode's second effect run).
  const announced = useRef(false)
  useEffect(() => {
    if (!announced.current) {
      announced.current = true
      client.events.emit('OPEN_SEND', { namespace, network: caipNetwork.caipNetworkId })
    }
    // Never throws itself; the catch is for its on-demand chunk failing to load.
    client.fetchTokenBalances({ namespace }).catch(() => {})
  }, [client, namespace, caipNetwork.caipNetworkId])

  // SEND_INITIATED means the checks passed and the wallet is being asked.
  useEffect(
    () =>
      client.subscribeEvents(({ data }) => {
        if (data.event === 'SEND_INITIATED') {
          setPhase((current) => (current.step === 'preparing' ? { step: 'wallet' } : current))
        }
      }),
    [client],
  )

  if (!isSendableNamespace(namespace)) {
    return (
      <Notice title="Unsupported chain" text={`Sending isn't available on ${caipNetwork.name}.`} />
    )
  }
  if (!address) {
    return <Notice title="No wallet connected" text="Connect a wallet to send tokens." />
  }

  const summary = token
    ? `${amount} ${token.symbol} to ${
        receiver.status === 'ready' ? (receiver.receiver.name ?? receiver.receiver.address) : to
      }`
    : ''
  const send = async () => {
    setPhase({ step: 'preparing' })
    try {
      const { hash } = await client.sendToken({ namespace, token, amount, to })
      setPhase({ step: 'sent', hash })
    } catch (error) {
      setPhase(describeFailure(error))
    }
  }

  return (
    <>
      <style>{SEND_CSS}</style>
      {/* A review whose transfer stopped being sendable (a refreshed balance below the amount)
          goes back to the form, which says why, rather than leaving an empty view. */}
      {phase.step === 'form' || (phase.step === 'review' && !ready) ? (
        <SendForm
          token={token}
          amount={amount}
          amountCheck={amountCheck}
          to={to}
          receiver={receiver}
          fee={fee}
          canReview={Boolean(ready) && fee.status !== 'refused'}
          sender={address}
          receiverPlaceholder={namespace === 'eip155' ? 'Address or name' : 'Solana address'}
          onPickToken={() => setPhase({ step: 'tokens' })}
          onAmount={setAmount}
          onMax={() =>
            token &&
            setAmount(
              maxAmount(
                token.quantity.numeric,
                decimals,
                fee.status === 'ready' ? fee.fee : undefined,
                !token.address,
              ),
            )
          }
          onTo={setTo}
          onReview={() => setPhase({ step: 'review' })}
        />
      ) : null}
      {phase.step === 'tokens' ? (
        <TokenList
          tokens={tokens}
          chosen={token}
          onPick={(picked: SendFormToken) => {
            setTokenKey(picked.address)
            setPhase({ step: 'form' })
          }}
        />
      ) : null}
      {phase.step === 'review' && ready ? (
        <SendReview
          token={token}
          amount={amount}
          receiver={receiver.receiver}
          network={caipNetwork}
          fee={fee}
          onEdit={() => setPhase({ step: 'form' })}
          onSend={() => void send()}
        />
      ) : null}
      {phase.step === 'preparing' || phase.step === 'wallet' ? (
        <StatusPanel
          state="waiting"
          shape="square"
          icon={<WalletIcon name={walletInfo?.name ?? 'Wallet'} imageUrl={walletInfo?.icon} />}
          title={phase.step === 'wallet' ? 'Approve in your wallet' : 'Preparing the transfer'}
          text={
            phase.step === 'wallet'
              ? `Confirm sending ${summary} in ${walletInfo?.name ?? 'your wallet'}.`
              : 'Checking the transfer before your wallet asks you.'
          }
        />
      ) : null}
      {phase.step === 'sent' ? (
        <SendOutcome
          summary={summary}
          hash={phase.hash}
          network={caipNetwork}
          onDone={() => client.goBack()}
        />
      ) : null}
      {phase.step === 'failed' ? (
        <>
          <StatusPanel
            state="failed"
            shape="square"
            icon={<WalletIcon name={walletInfo?.name ?? 'Wallet'} imageUrl={walletInfo?.icon} />}
            title={phase.title}
            text={phase.text}
            onRetry={() => void send()}
          />
          <button
            type="button"
            className="latch-button-secondary latch-send-edit"
            onClick={() => setPhase({ step: 'form' })}
          >
            Edit the transfer
          </button>
        </>
      ) : null}
    </>
  )
}

/** What to tell the visitor when sending failed: declined, or the error's short message. */
function describeFailure(error: unknown): Phase {
  if (error instanceof TransactionRejectedError) {
    return {
      step: 'failed',
      title: 'Transaction rejected',
      text: 'You declined it in your wallet.',
    }
  }
  return {
    step: 'failed',
    title: 'The transfer did not go through',
    text:
      error instanceof LatchError
        ? error.shortMessage
        : // A wallet's own error: its first line, which is meant for people.
          ((error as Error | undefined)?.message?.split('\n')[0]?.slice(0, 160) ??
          'Something went wrong'),
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
