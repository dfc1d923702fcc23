import type { Wallet } from '../api/types.ts'
import type { Connector } from '../types/connector.ts'

/** The adapters' id for the unnamed `window.ethereum` connector (SPEC §6 "generic browser wallet"). */
export const GENERIC_BROWSER_WALLET_ID = 'injected'

/**
 * SPEC §6: a wallet is hidden when the site excludes it, matched by id, rdns or name
 * (case-insensitive).
 */
export function isExcluded(
  wallet: { id: string; name: string; rdns?: string | null; info?: { rdns?: string } },
  excludeWalletIds: readonly string[] | undefined,
): boolean {
  if (!excludeWalletIds?.length) return false
  const excluded = new Set(excludeWalletIds.map((entry) => entry.toLowerCase()))
  const rdns = wallet.rdns ?? wallet.info?.rdns
  return [wallet.id, wallet.name, rdns].some((key) => key && excluded.has(key.toLowerCase()))
}

/**
 * SPEC §6 hidden wallets, for the connectors the Connect view lists: excluded ones, and the
 * generic browser wallet — hidden on desktop (every extension announces itself there), and on
 * mobile when it has no rdns and isn't installed.
 */
export function filterVisibleConnectors(
  connectors: readonly Connector[],
  options: { excludeWalletIds?: readonly string[] | undefined; isMobile: boolean },
): Connector[] {
  return connectors.filter((connector) => {
    if (isExcluded(connector, options.excludeWalletIds)) return false
    if (connector.id !== GENERIC_BROWSER_WALLET_ID) return true
    if (!options.isMobile) return false
    return Boolean(connector.info?.rdns) || connector.installed === true
  })
}

/** Directory wallets minus excluded ones and the ones already listed as installed connectors. */
export function filterDirectoryWallets(
  wallets: readonly Wallet[],
  options: {
    excludeWalletIds?: readonly string[] | undefined
    installedRdns?: ReadonlySet<string>
  },
): Wallet[] {
  return wallets.filter(
    (wallet) =>
      !isExcluded(wallet, options.excludeWalletIds) &&
      !(wallet.rdns && options.installedRdns?.has(wallet.rdns)),
  )
}
