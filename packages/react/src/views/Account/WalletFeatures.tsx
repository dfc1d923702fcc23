import type { ChainNamespace, LatchState } from '@latch/core'
import {
  getWalletFeatures,
  isSendableNamespace,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletFeature,
} from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ACCOUNT_ICON_PATHS } from './accountIcons.ts'

// What this build can open; on-ramp and swaps have no views yet, so they stay hidden.
const BUILT: Partial<
  Record<WalletFeature, { label: string; view: 'WalletReceive' | 'WalletSend' }>
> = {
  receive: { label: 'Receive', view: 'WalletReceive' },
  send: { label: 'Send', view: 'WalletSend' },
}

/** Whether this build can send on `namespace` with the wallet connected there. */
function canSend(state: LatchState, namespace: ChainNamespace): boolean {
  if (!isSendableNamespace(namespace)) return false
  // Solana transactions over WalletConnect are not built yet: no button that can only fail.
  return !(
    namespace === 'solana' && state.connectedConnectorIds.solana === WALLET_CONNECT_CONNECTOR_ID
  )
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/**
 * The wallet feature buttons above the tabs, in SPEC §2 order (onramp, swaps, receive, send),
 * each only when its feature flag is on and this build has its view.
 */
export function WalletFeatures({ namespace }: { namespace: ChainNamespace }) {
  const client = useLatchClient()
  const features = useLatchStore(
    useCallback(
      (state: LatchState) =>
        getWalletFeatures(state.features).filter(
          (feature) => BUILT[feature] && (feature !== 'send' || canSend(state, namespace)),
        ),
      [namespace],
    ),
    sameList,
  )
  if (!features.length) return null
  return (
    <div className="latch-features">
      {features.map((feature) => {
        const { label, view } = BUILT[feature]!
        return (
          <button
            key={feature}
            type="button"
            className="latch-feature"
            data-feature={feature}
            onClick={() => client.pushView({ view })}
          >
            <SvgIcon path={ACCOUNT_ICON_PATHS[feature]} size={18} />
            {label}
          </button>
        )
      })}
    </div>
  )
}
