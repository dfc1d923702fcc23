import type { Wallet } from '../api/types.ts'
import { RECOMMENDED_WALLETS_COUNT } from '../constants.ts'
import { filterDirectoryWallets } from '../directory/hiddenWallets.ts'
import type { ConnectorGroup } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { type GroupedConnector, type GroupedEntry, isBrowserWallet } from './groupConnectors.ts'

/** Parameters of {@link addDirectoryWallets}. */
export type AddDirectoryWalletsParameters = {
  /** The same order groupConnectors used. */
  order: readonly ConnectorGroup[]
  featuredWalletIds: readonly string[]
  /** `state.directory.featured` */
  featuredWallets: readonly Wallet[]
  /** `state.directory.recommended`; at most 4 are listed (SPEC §9). */
  recommendedWallets: readonly Wallet[]
  /** SPEC §6: matched by id, rdns and name. */
  excludeWalletIds?: readonly string[] | undefined
  /** Only wallets that list a network of this namespace. @defaultValue every namespace */
  namespace?: ChainNamespace | undefined
}

/**
 * Puts directory wallets into a grouped connector list: the featured ones at the end of the
 * featured group, up to 4 recommended ones in the recommended group, each where the order puts
 * that group. A wallet is left out when a listed connector or an installed extension (same
 * rdns) already stands for it, or when the site excludes it. Pure.
 */
export function addDirectoryWallets(
  list: readonly GroupedConnector[],
  p: AddDirectoryWalletsParameters,
): GroupedEntry[] {
  const taken = new Set(list.flatMap(({ connector }) => [connector.id, connector.explorerId ?? '']))
  const installedRdns = new Set(
    list.flatMap(({ connector: c }) => (isBrowserWallet(c) && c.info?.rdns ? [c.info.rdns] : [])),
  )
  const pick = (wallets: readonly Wallet[]) =>
    filterDirectoryWallets(wallets, { excludeWalletIds: p.excludeWalletIds, installedRdns }).filter(
      (wallet) =>
        !taken.has(wallet.id) &&
        (!p.namespace ||
          !wallet.chains ||
          wallet.chains.some((id) => id.startsWith(`${p.namespace}:`))),
    )
  const rank = (wallet: Wallet) => p.featuredWalletIds.indexOf(wallet.id)
  const featured = pick(p.featuredWallets).sort((a, b) => rank(a) - rank(b))
  for (const wallet of featured) taken.add(wallet.id)
  const added: Record<'featured' | 'recommended', Wallet[]> = {
    featured,
    recommended: pick(p.recommendedWallets).slice(0, RECOMMENDED_WALLETS_COUNT),
  }
  const entries: GroupedEntry[] = []
  for (const group of p.order) {
    for (const entry of list) if (entry.group === group) entries.push(entry)
    if (group === 'featured' || group === 'recommended') {
      for (const wallet of added[group]) entries.push({ group, wallet })
    }
  }
  return entries
}
