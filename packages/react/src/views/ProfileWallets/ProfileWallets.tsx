import {
  type ChainNamespace,
  getNamespaceConnections,
  LatchError,
  type LatchState,
  type NamespaceConnection,
} from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { useCallback, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { NAMESPACE_NAMES } from '../Networks/NamespaceIcon.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { profileWalletsMessages } from './messages.ts'
import { PROFILE_WALLETS_CSS } from './styles.ts'

/** Each namespace with stored connections, in the order the site lists their networks. */
type Group = { namespace: ChainNamespace; connections: NamespaceConnection[] }

const sameGroups = (a: Group[], b: Group[]) => JSON.stringify(a) === JSON.stringify(b)

/**
 * SPEC §2 ProfileWallets: every wallet connected per chain family, each with its accounts; the
 * connected one marked, the others ('active', SPEC §4) switched to without a wallet prompt;
 * each disconnected on its own; "Add wallet" connects another of that family.
 */
export function ProfileWallets(_props: ViewProps) {
  const client = useLatchClient()
  const groups = useLatchStore(
    useCallback(
      (state: LatchState): Group[] => {
        const order = [...new Set(client.networks.map((network) => network.chainNamespace))]
        return order.flatMap((namespace) => {
          const connections = getNamespaceConnections(state, namespace)
          return connections.length ? [{ namespace, connections }] : []
        })
      },
      [client],
    ),
    sameGroups,
  )
  // One action at a time: which row's (`namespace:connectorId`) is running.
  const [pending, setPending] = useState<string | undefined>(undefined)
  const m = useMessages('profileWallets', profileWalletsMessages)
  const run = async (key: string, action: () => Promise<unknown>) => {
    if (pending) return
    setPending(key)
    try {
      await action()
    } catch (error) {
      // The toast shows the error's text in the modal's language (by its class).
      if (error instanceof LatchError) {
        client.showToast({ message: error.shortMessage, error, variant: 'error' })
      }
    } finally {
      setPending(undefined)
    }
  }
  const labelled = groups.length > 1
  return (
    <>
      <Style>{ROWS_CSS + PROFILE_WALLETS_CSS}</Style>
      <div className="latch-profile-wallets">
        {groups.length ? null : (
          // Opened by site code with nothing connected.
          <div className="latch-empty">
            <p className="latch-empty-title">{m.noWallet}</p>
            <button
              type="button"
              className="latch-wallet latch-row"
              data-action="add-wallet"
              onClick={() => client.pushView({ view: 'Connect' })}
            >
              <span className="latch-row-icon">
                <SvgIcon path={ICON_PATHS.plus} />
              </span>
              <span className="latch-wallet-name">{m.addWallet}</span>
            </button>
          </div>
        )}
        {groups.map(({ namespace, connections }) => {
          const family = NAMESPACE_NAMES[namespace]
          return (
            <section key={namespace} className="latch-rows" data-namespace={namespace}>
              {labelled ? <h3 className="latch-network-group">{family}</h3> : null}
              <ul
                className="latch-profile-wallet-list"
                aria-label={m.t(m.familyWallets, { family })}
              >
                {connections.map((connection) => (
                  <WalletRow
                    key={connection.connectorId}
                    namespace={namespace}
                    connection={connection}
                    pending={pending}
                    onSwitch={() =>
                      run(`${namespace}:${connection.connectorId}`, () =>
                        client.switchConnection({
                          namespace,
                          connectorId: connection.connectorId,
                        }),
                      )
                    }
                    onDisconnect={() =>
                      run(`${namespace}:${connection.connectorId}`, () =>
                        client.disconnect({ namespace, connectorId: connection.connectorId }),
                      )
                    }
                  />
                ))}
              </ul>
              <button
                type="button"
                className="latch-wallet latch-row"
                data-action="add-wallet"
                onClick={() => client.pushView({ view: 'Connect', params: { namespace } })}
              >
                <span className="latch-row-icon">
                  <SvgIcon path={ICON_PATHS.plus} />
                </span>
                <span className="latch-wallet-name">
                  {labelled ? m.t(m.addFamilyWallet, { family }) : m.addWallet}
                </span>
              </button>
            </section>
          )
        })}
      </div>
    </>
  )
}

function WalletRow({
  namespace,
  connection,
  pending,
  onSwitch,
  onDisconnect,
}: {
  namespace: ChainNamespace
  connection: NamespaceConnection
  pending: string | undefined
  onSwitch: () => void
  onDisconnect: () => void
}) {
  const { connectorId, relation, accounts } = connection
  const connector = useLatchStore(
    useCallback(
      (state: LatchState) =>
        state.connectors.find((c) => c.id === connectorId && c.chain === namespace) ??
        state.recentWallets.find((wallet) => wallet.id === connectorId),
      [connectorId, namespace],
    ),
  )
  const name = connector?.name ?? connectorId
  const imageUrl = connector && 'imageUrl' in connector ? connector.imageUrl : undefined
  const connected = relation === 'connected'
  const busy = pending === `${namespace}:${connectorId}`
  const m = useMessages('profileWallets', profileWalletsMessages)
  return (
    <li
      className="latch-profile-wallet-row"
      data-relation={relation}
      data-connector={connectorId}
      aria-current={connected ? 'true' : undefined}
    >
      <WalletIcon name={name} imageUrl={imageUrl} />
      <span className="latch-row-text">
        <span className="latch-wallet-name">{name}</span>
        <span className="latch-profile-wallet-accounts">
          {accounts.map((account) => (
            <span key={account.address} title={account.address}>
              {shortenAddress(account.address)}
            </span>
          ))}
        </span>
      </span>
      {busy ? <span className="latch-spinner" aria-hidden="true" /> : null}
      {connected ? (
        <span className="latch-tag">{m.connected}</span>
      ) : (
        <button
          type="button"
          className="latch-profile-wallet-switch"
          aria-label={m.t(m.switchTo, { wallet: name })}
          aria-disabled={pending ? true : undefined}
          onClick={onSwitch}
        >
          {m.switch}
        </button>
      )}
      <button
        type="button"
        className="latch-icon-button latch-profile-wallet-disconnect"
        aria-label={m.t(m.disconnectWallet, { wallet: name })}
        aria-disabled={pending ? true : undefined}
        onClick={onDisconnect}
      >
        <SvgIcon path={ICON_PATHS.power} size={18} />
      </button>
    </li>
  )
}
