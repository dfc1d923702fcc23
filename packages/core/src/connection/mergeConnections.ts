import type { Connection } from '../types/connector.ts'

/** The embedded wallet's connector id; its connection is replaced, never merged (SPEC §4). */
export const AUTH_CONNECTOR_ID = 'AUTH'

/**
 * SPEC §4 Connections merging: only accounts new to a connector are added (compared
 * case-insensitively); the embedded auth connector's connection is replaced instead.
 */
export function mergeConnections(
  existing: readonly Connection[],
  incoming: Connection,
): Connection[] {
  const index = existing.findIndex((connection) => connection.connectorId === incoming.connectorId)
  if (index === -1) return [...existing, incoming]
  const current = existing[index]!
  const merged: Connection =
    incoming.connectorId === AUTH_CONNECTOR_ID
      ? incoming
      : {
          ...current,
          accounts: [
            ...current.accounts,
            ...incoming.accounts.filter(
              (account) =>
                !current.accounts.some(
                  (known) => known.address.toLowerCase() === account.address.toLowerCase(),
                ),
            ),
          ],
        }
  return existing.map((connection, i) => (i === index ? merged : connection))
}

/**
 * Removes one account from a connector's connection; removing its last account removes the
 * connector's connection (SPEC §4).
 */
export function removeConnectionAccount(
  existing: readonly Connection[],
  connectorId: string,
  address: string,
): Connection[] {
  return existing.flatMap((connection) => {
    if (connection.connectorId !== connectorId) return [connection]
    const accounts = connection.accounts.filter(
      (account) => account.address.toLowerCase() !== address.toLowerCase(),
    )
    return accounts.length ? [{ ...connection, accounts }] : []
  })
}
