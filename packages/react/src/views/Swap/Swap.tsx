import {
  approveSwap,
  fetchSwapTokens,
  flipSwap,
  type LatchState,
  retrySwap,
  setSwapAmount,
  setSwapMaxAmount,
  setSwapStep,
  setSwapToken,
  setSwapTokenSearch,
  submitSwap,
} from '@latch/core'
import { getSwapForm, SWAP_SLIPPAGE_PERCENT, startSwap } from '@latch/core/internal'
import { useLayoutEffect, useMemo } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import { useStepFocus } from '../shared/useStepFocus.ts'
import type { ViewProps } from '../types.ts'
import { swapMessages } from './messages.ts'
import { SwapFormView } from './SwapFormView.tsx'
import { SwapFailure, SwapSuccess, SwapWaiting } from './SwapProgress.tsx'
import { SwapTokenList } from './SwapTokenList.tsx'
import { SWAP_CSS } from './styles.ts'

const selectSwap = (state: LatchState) => state.swap
const selectSwapTokens = (state: LatchState) => state.swapTokens
const selectEvmAccount = (state: LatchState) => state.accounts.eip155

/**
 * SPEC §2 Swap (opened with swap arguments): pick the two tokens (balances shown, search), an
 * amount in either field, the quote (rate, price impact, minimum received with 1 % slippage, the
 * network fee in ETH and USD, refreshed while open), approve when the allowance is short, swap,
 * and see the result with an explorer link — or why it failed, with a way on. It renders
 * `state.swap` and calls core's swap actions; the rules are core's (`getSwapForm`).
 */
export function Swap({ entry }: ViewProps) {
  const client = useLatchClient()
  const swap = useLatchStore(selectSwap)
  const swapTokens = useLatchStore(selectSwapTokens)
  const account = useLatchStore(selectEvmAccount)
  const { caipNetwork } = useLatchNetwork()
  const { walletInfo } = useWalletInfo({ namespace: 'eip155' })
  const m = useMessages('swap', swapMessages)
  const wallet = { name: walletInfo?.name ?? m.yourWallet, icon: walletInfo?.icon }

  // Before the first paint: the form starts from this entry's arguments (once per entry, so
  // StrictMode's second run and a remount keep what was typed).
  useLayoutEffect(() => {
    if (entry.view === 'Swap') startSwap(client, entry)
  }, [client, entry])

  const current = swap?.entry === entry ? swap : undefined
  // Each step (the form, a token list, the wallet's prompt, the result) takes focus when the
  // control pressed went away with the last one.
  const anchor = useStepFocus<HTMLSpanElement>(current?.step)
  const form = useMemo(
    () =>
      current
        ? getSwapForm(client, { accounts: { eip155: account }, swapTokens }, current)
        : undefined,
    [client, current, account, swapTokens],
  )
  // No swap, or another one's, until startSwap has run (it does before the first paint).
  if (!current || !form) return null
  const list = swapTokens?.[current.caipNetworkId]

  if (list?.status === 'unsupported') {
    return (
      <Notice
        title={m.unsupportedTitle}
        text={m.t(m.unsupportedText, { network: caipNetwork.name })}
        action={{ label: m.chooseNetwork, run: () => client.pushView({ view: 'Networks' }) }}
      />
    )
  }
  if (!account?.address) {
    return <Notice title={m.noWalletTitle} text={m.noWalletText} />
  }
  if (list?.status === 'error') {
    return (
      <Notice
        title={m.tokensUnavailableTitle}
        text={m.tokensUnavailableText}
        action={{
          label: m.tryAgain,
          run: () => void fetchSwapTokens(client, { caipNetworkId: current.caipNetworkId }),
        }}
      />
    )
  }

  const { step } = current
  return (
    <>
      <Style>{SWAP_CSS}</Style>
      <span ref={anchor} hidden />
      {step === 'form' ? (
        <SwapFormView
          swap={current}
          form={form}
          slippage={SWAP_SLIPPAGE_PERCENT}
          onAmount={(side, amount) => setSwapAmount(client, { side, amount })}
          onPickToken={(side) => setSwapStep(client, side === 'from' ? 'fromTokens' : 'toTokens')}
          onMax={() => void setSwapMaxAmount(client)}
          onFlip={() => flipSwap(client)}
          onSubmit={() => void (form.action === 'approve' ? approveSwap : submitSwap)(client)}
        />
      ) : null}
      {step === 'fromTokens' || step === 'toTokens' ? (
        <SwapTokenList
          tokens={form.tokens}
          search={current.search}
          side={step === 'fromTokens' ? 'from' : 'to'}
          chosen={step === 'fromTokens' ? form.from : form.to}
          onSearch={(search) => setSwapTokenSearch(client, search)}
          onPick={(token) =>
            setSwapToken(client, {
              side: step === 'fromTokens' ? 'from' : 'to',
              address: token.address,
            })
          }
        />
      ) : null}
      {/Wallet$|Pending$/.test(step) ? (
        <SwapWaiting swap={current} form={form} wallet={wallet} network={caipNetwork} />
      ) : null}
      {step === 'success' ? (
        <SwapSuccess
          swap={current}
          form={form}
          network={caipNetwork}
          onDone={() => client.goBack()}
        />
      ) : null}
      {step === 'failed' ? (
        <SwapFailure
          swap={current}
          wallet={wallet}
          network={caipNetwork}
          onRetry={() => void retrySwap(client)}
          onEdit={() => setSwapStep(client, 'form')}
        />
      ) : null}
    </>
  )
}

function Notice({
  title,
  text,
  action,
}: {
  title: string
  text: string
  action?: { label: string; run: () => void }
}) {
  return (
    <div className="latch-empty" role="status">
      <p className="latch-empty-title">{title}</p>
      <p className="latch-muted">{text}</p>
      {action ? (
        <button type="button" className="latch-button-secondary" onClick={action.run}>
          {action.label}
        </button>
      ) : null}
    </div>
  )
}
