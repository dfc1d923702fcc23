import type { CaipNetwork, ChainNamespace } from '@latch/core'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { selectNetwork } from './selectNetwork.ts'

const NAMESPACE_NAMES: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * The site's networks, every namespace (grouped by namespace when there are several), each a
 * button; the active one is marked `aria-current`. Picking one switches to it.
 */
export function NetworkList() {
  const client = useLatchClient()
  const { caipNetworkId } = useLatchNetwork()
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of client.networks) {
    groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  }
  const labelled = groups.size > 1
  return (
    <div className="latch-network-list">
      {[...groups].map(([namespace, networks]) => (
        <ul
          key={namespace}
          className="latch-wallets"
          aria-label={labelled ? `${NAMESPACE_NAMES[namespace]} networks` : 'Networks'}
        >
          {labelled ? (
            <li className="latch-network-group" aria-hidden="true">
              {NAMESPACE_NAMES[namespace]}
            </li>
          ) : null}
          {networks.map((network) => {
            const current = network.caipNetworkId === caipNetworkId
            return (
              <li key={network.caipNetworkId}>
                <button
                  type="button"
                  className="latch-wallet"
                  aria-current={current ? 'true' : undefined}
                  data-network={network.caipNetworkId}
                  onClick={() => void selectNetwork(client, network)}
                >
                  <NetworkIcon network={network} size={36} />
                  <span className="latch-wallet-name">{network.name}</span>
                  {network.testnet ? (
                    <span className="latch-tag" data-tone="neutral">
                      Testnet
                    </span>
                  ) : null}
                  {current ? <SvgIcon name="check" size={18} /> : null}
                </button>
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  )
}
