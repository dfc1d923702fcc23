import type { ChainNamespace, LatchClient, LatchState } from '@latch/core'
import {
  activateNetwork,
  getActiveNetwork,
  getNamespaceNetworks,
  shortenAddress,
} from '@latch/core/internal'
import { useId } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { shallowEqual } from '../../utils/shallowEqual.ts'
import { NAMESPACE_NAMES, NamespaceIcon } from '../Networks/NamespaceIcon.tsx'
import { accountMessages } from './messages.ts'

/** One connected namespace as the list shows it. */
export type ConnectedAccount = { namespace: ChainNamespace; address: string }

/**
 * Every namespace with a connected account, in the order the site lists their networks (the
 * network list's order), whichever was connected first.
 */
export function selectConnectedAccounts(
  client: Pick<LatchClient, 'networks'>,
  state: LatchState,
): ConnectedAccount[] {
  const order = [...new Set(client.networks.map((network) => network.chainNamespace))]
  const rank = (namespace: ChainNamespace) => order.indexOf(namespace) + 1 || order.length + 1
  return state.connectedNamespaces
    .flatMap((namespace) => {
      const account = state.accounts[namespace]
      return account?.status === 'connected' && account.address
        ? [{ namespace, address: account.address }]
        : []
    })
    .sort((a, b) => rank(a.namespace) - rank(b.namespace))
}

/** Two lists are the same when they name the same accounts in the same order. */
export const sameAccounts = (a: ConnectedAccount[], b: ConnectedAccount[]) =>
  a.length === b.length && a.every((account, i) => shallowEqual(account, b[i]!))

/**
 * Makes `namespace` the active one on the network its wallet is on (an unlisted one stays
 * unsupported); nothing is asked of the wallet.
 */
function activate(client: LatchClient, namespace: ChainNamespace): void {
  const state = client.getState()
  const caipNetworkId =
    state.activeCaipNetworkIds[namespace] ??
    getNamespaceNetworks(client, namespace)[0]?.caipNetworkId
  if (!caipNetworkId) return
  activateNetwork(
    client,
    getActiveNetwork(client, { activeCaipNetworkId: caipNetworkId, activeNamespace: namespace }),
  )
}

/**
 * With wallets of several chain families connected: each family's account, the active one
 * marked `aria-current`; picking another makes its family the active one (the Account view,
 * the buttons and the site's hooks follow).
 */
export function ConnectedAccounts({
  accounts,
  active,
}: {
  accounts: ConnectedAccount[]
  active: ChainNamespace
}) {
  const client = useLatchClient()
  const labelId = useId()
  const m = useMessages('account', accountMessages)
  return (
    <div className="latch-accounts">
      <p className="latch-accounts-label" id={labelId}>
        {m.connected}
      </p>
      <ul className="latch-accounts-list" aria-labelledby={labelId}>
        {accounts.map(({ namespace, address }) => {
          const current = namespace === active
          return (
            <li key={namespace}>
              <button
                type="button"
                className="latch-account-chip"
                aria-current={current ? 'true' : undefined}
                data-namespace={namespace}
                title={address}
                onClick={() => {
                  if (!current) activate(client, namespace)
                }}
              >
                <NamespaceIcon namespace={namespace} size={28} />
                <span className="latch-account-chip-text">
                  <span className="latch-account-chip-family">{NAMESPACE_NAMES[namespace]}</span>
                  <span className="latch-account-chip-address">{shortenAddress(address)}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
