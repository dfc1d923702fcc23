import { type ChainNamespace, type Client, fetchSwapTokens, type LatchState } from '@latch/core'
import {
  getActiveNamespace,
  getActiveNetwork,
  getWalletFeatures,
  isOnrampNamespace,
  isSendableNamespace,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletFeature,
} from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ACCOUNT_ICON_PATHS } from './accountIcons.ts'
import { accountMessages } from './messages.ts'

// What this build can open, and the button's text (a key of `accountMessages`).
const BUILT: Partial<
  Record<
    WalletFeature,
    {
      label: 'buy' | 'swap' | 'receive' | 'send'
      view: 'WalletReceive' | 'WalletSend' | 'Swap' | 'OnRampProviders'
    }
  >
> = {
  onramp: { label: 'buy', view: 'OnRampProviders' },
  swaps: { label: 'swap', view: 'Swap' },
  receive: { label: 'receive', view: 'WalletReceive' },
  send: { label: 'send', view: 'WalletSend' },
}

/**
 * Whether Swap is offered: on eip155 only, where the server routes swaps on the active network
 * (core's `fetchSwapTokens` found its token list; SPEC §8 'Network not supported for Swaps'
 * elsewhere, so no button that can only say that).
 */
function canSwap(client: Client, state: LatchState, namespace: ChainNamespace): boolean {
  if (namespace !== 'eip155' || getActiveNamespace(client, state) !== 'eip155') return false
  return state.swapTokens?.[getActiveNetwork(client, state).caipNetworkId]?.status === 'ready'
}

/** Whether Buy is offered: SPEC §9 on-ramp networks (eip155, solana), the active namespace's. */
function canBuy(client: Client, state: LatchState, namespace: ChainNamespace): boolean {
  return isOnrampNamespace(namespace) && getActiveNamespace(client, state) === namespace
}

/** Whether this build can send on `namespace` with the wallet connected there. */
function canSend(state: LatchState, namespace: ChainNamespace): boolean {
  if (!isSendableNamespace(namespace)) return false
  // Solana transactions over WalletConnect are not built yet: no button that can only fail.
  return !(
    namespace === 'solana' && state.connectedConnectorIds.solana === WALLET_CONNECT_CONNECTOR_ID
  )
}

const selectSwapsOn = (state: LatchState) => state.features.swaps

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
          (feature) =>
            BUILT[feature] &&
            (feature !== 'onramp' || canBuy(client, state, namespace)) &&
            (feature !== 'send' || canSend(state, namespace)) &&
            (feature !== 'swaps' || canSwap(client, state, namespace)),
        ),
      [client, namespace],
    ),
    sameList,
  )
  const swapsOn = useLatchStore(selectSwapsOn)
  const m = useMessages('account', accountMessages)
  const network = useLatchStore(
    useCallback((state: LatchState) => getActiveNetwork(client, state).caipNetworkId, [client]),
  )
  // Asks the server once per network whether it routes swaps there (SPEC §7 convert tokens).
  useEffect(() => {
    if (swapsOn && namespace === 'eip155') void fetchSwapTokens(client, { caipNetworkId: network })
  }, [client, swapsOn, namespace, network])
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
            {m[label]}
          </button>
        )
      })}
    </div>
  )
}
