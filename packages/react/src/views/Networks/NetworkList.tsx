import type { CaipNetwork, ChainNamespace, LatchState } from '@latch/core'
import { isNamespaceConnected, selectNetwork } from '@latch/core/internal'
import { useId } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { shallowEqual } from '../../utils/shallowEqual.ts'
import { networksMessages } from './messages.ts'
import { NAMESPACE_ICON_CSS, NAMESPACE_NAMES, NamespaceIcon } from './NamespaceIcon.tsx'

const selectConnected = (state: LatchState): ChainNamespace[] =>
  state.connectedNamespaces.filter((namespace) => isNamespaceConnected(state, namespace))

/**
 * The site's networks, every namespace; with several, one list per chain family under its
 * monogram and name (and whether a wallet of that family is connected). Each network is a
 * button; the active one is marked `aria-current`. Picking one switches to it.
 */
export function NetworkList() {
  const client = useLatchClient()
  const { caipNetworkId } = useLatchNetwork()
  const connected = useLatchStore(selectConnected, shallowEqual)
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of client.networks) {
    groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  }
  const labelled = groups.size > 1
  return (
    <div className="latch-network-list">
      {[...groups].map(([namespace, networks]) => (
        <NetworkGroup
          key={namespace}
          namespace={namespace}
          networks={networks}
          labelled={labelled}
          // Whether a family has a wallet matters once some family has one.
          connected={connected.length ? connected.includes(namespace) : undefined}
          current={caipNetworkId}
          onPick={(network) => void selectNetwork(client, network)}
        />
      ))}
    </div>
  )
}

function NetworkGroup({
  namespace,
  networks,
  labelled,
  connected,
  current,
  onPick,
}: {
  namespace: ChainNamespace
  networks: CaipNetwork[]
  labelled: boolean
  connected: boolean | undefined
  current: string
  onPick: (network: CaipNetwork) => void
}) {
  const statusId = useId()
  const m = useMessages('networks', networksMessages)
  const name = NAMESPACE_NAMES[namespace]
  const showStatus = labelled && connected !== undefined
  return (
    <ul
      className="latch-wallets"
      aria-label={labelled ? m.t(m.familyNetworks, { family: name }) : m.networks}
      aria-describedby={showStatus ? statusId : undefined}
      data-namespace={namespace}
    >
      {labelled ? (
        // Seen, not read as an item: the list's name and description say the same.
        <li className="latch-network-group" aria-hidden="true">
          <NamespaceIcon namespace={namespace} size={20} />
          <span>{name}</span>
          {showStatus ? (
            <span id={statusId} className="latch-network-family-status" data-connected={connected}>
              {connected ? m.connected : m.notConnected}
            </span>
          ) : null}
        </li>
      ) : null}
      {networks.map((network) => {
        const isCurrent = network.caipNetworkId === current
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="latch-wallet"
              aria-current={isCurrent ? 'true' : undefined}
              data-network={network.caipNetworkId}
              onClick={() => onPick(network)}
            >
              <NetworkIcon network={network} size={36} />
              <span className="latch-wallet-name">{network.name}</span>
              {network.testnet ? (
                <span className="latch-tag" data-tone="neutral">
                  {m.testnet}
                </span>
              ) : null}
              {isCurrent ? <SvgIcon name="check" size={18} /> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** CSS of {@link NetworkList} beyond the shared rows: family headers and their status. */
export const NETWORK_LIST_CSS = `${NAMESPACE_ICON_CSS}
.latch-network-list{display:flex;flex-direction:column;gap:10px;max-height:min(480px,calc(100dvh - 200px));margin:-4px;padding:4px;overflow-y:auto;overscroll-behavior:contain}
.latch-network-list>.latch-wallets{max-height:none;margin:0;padding:0;overflow:visible}
.latch-network-group{display:flex;align-items:center;gap:8px;padding:4px 4px 0}
.latch-network-group>.latch-namespace-icon{letter-spacing:0}
.latch-network-family-status{display:inline-flex;align-items:center;gap:6px;margin-inline-start:auto;font-weight:500;text-transform:none;letter-spacing:0}
.latch-network-family-status::before{content:'';width:7px;height:7px;border-radius:50%;box-shadow:inset 0 0 0 1.5px var(--_fg-2)}
.latch-network-family-status[data-connected=true]::before{background:var(--_ok);box-shadow:none}
`
