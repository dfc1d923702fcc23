import {
  editOnramp,
  type LatchState,
  openOnrampProvider,
  setOnrampAmount,
  setOnrampFiat,
  setOnrampPaymentMethod,
  setOnrampProvider,
  setOnrampToken,
} from '@latch/core'
import { getOnrampForm, isOnrampNamespace, startOnramp } from '@latch/core/internal'
import { useLayoutEffect, useMemo } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import type { ViewProps } from '../types.ts'
import { buyMessages } from './messages.ts'
import { OnrampFormView } from './OnrampFormView.tsx'
import { OnrampFailure, OnrampSuccess, OnrampWaiting } from './OnrampProgress.tsx'
import { ONRAMP_CSS } from './styles.ts'

const selectOnramp = (state: LatchState) => state.onramp
const selectAccounts = (state: LatchState) => state.accounts

/**
 * Buying crypto (SPEC §1 on-ramp, "Buy"): the token and its network, the amount in USD or EUR
 * (SPEC §5 limits said under the field), card or bank account, the providers' quotes side by side
 * (what the visitor pays and receives, the fees; SPEC §7 estimates marked), then the provider's
 * page in a new window, the order followed to success with what arrived. It renders
 * `state.onramp` and calls core's on-ramp actions; the rules are core's (`getOnrampForm`).
 */
export function OnRampProviders({ entry }: ViewProps) {
  const client = useLatchClient()
  const onramp = useLatchStore(selectOnramp)
  const accounts = useLatchStore(selectAccounts)
  const { caipNetwork } = useLatchNetwork()
  const m = useMessages('buy', buyMessages)

  // Before the first paint: the form starts from this entry's arguments (once per entry).
  useLayoutEffect(() => {
    if (entry.view === 'OnRampProviders') startOnramp(client, entry)
  }, [client, entry])

  const current = onramp?.entry === entry ? onramp : undefined
  const form = useMemo(
    () => (current ? getOnrampForm(client, current) : undefined),
    [client, current],
  )
  if (!current || !form) return null

  if (!isOnrampNamespace(caipNetwork.chainNamespace)) {
    return (
      <Notice
        title={m.unsupportedTitle}
        text={m.t(m.unsupportedText, { network: caipNetwork.name })}
        action={{ label: m.chooseNetwork, run: () => client.pushView({ view: 'Networks' }) }}
      />
    )
  }
  if (!current.address) {
    return <Notice title={m.noWalletTitle} text={m.noWalletText} />
  }
  const namespace = caipNetwork.chainNamespace
  const balance = (symbol: string) =>
    accounts[namespace]?.tokenBalance?.find((token) => token.symbol === symbol)?.quantity.numeric

  return (
    <>
      <Style>{ONRAMP_CSS}</Style>
      {current.step === 'form' ? (
        <OnrampFormView
          onramp={current}
          form={form}
          iconUrl={(symbol) =>
            client.api.blockchain.url(
              `/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
            )
          }
          onToken={(purchaseCurrency) => setOnrampToken(client, { purchaseCurrency })}
          onFiat={(currency) => setOnrampFiat(client, currency)}
          onAmount={(amount) => setOnrampAmount(client, amount)}
          onMethod={(method) => setOnrampPaymentMethod(client, method)}
          onProvider={(provider) => setOnrampProvider(client, provider)}
          // Called in the click itself: the provider's window must open before anything awaits.
          onContinue={() => void openOnrampProvider(client)}
        />
      ) : null}
      {current.step === 'opening' || current.step === 'waiting' ? (
        <OnrampWaiting onramp={current} onEdit={() => editOnramp(client)} />
      ) : null}
      {current.step === 'success' && current.order ? (
        <OnrampSuccess
          order={current.order}
          network={caipNetwork}
          balance={balance(current.order.currency)}
          onDone={() => client.goBack()}
        />
      ) : null}
      {current.step === 'failed' ? (
        <OnrampFailure onramp={current} onEdit={() => editOnramp(client)} />
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
