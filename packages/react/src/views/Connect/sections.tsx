// Connect's sections (SPEC §2 Connect methods): the wallet list, the email field, the social
// buttons. Shared by Connect and its legalCheckbox / collapseWallets chunk.
import type { ChainNamespace, ConnectMethod, LatchState } from '@latch/core'
import {
  type ConnectorListState,
  type GroupedConnector,
  type GroupedEntry,
  getConnectorList,
  isMobile,
  RECOMMENDED_WALLETS_COUNT,
} from '@latch/core/internal'
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { LazyView } from '../lazyView.tsx'
import {
  AllWallets,
  ConnectingExternal,
  ConnectingWalletConnect,
  EmailForm,
  preloadViews,
  SocialButtons,
} from '../lazyViews.ts'
import type { ViewProps } from '../types.ts'
import { getDirectoryPart, loadDirectoryPart } from './loadDirectory.ts'
import { connectMessages } from './messages.ts'
import { selectConnector } from './selectConnector.ts'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * One section per connect method. Email and social show with the `embeddedWallet` option (their
 * code loads on demand, SPEC §1).
 */
const METHOD_SECTIONS: Record<ConnectMethod, ComponentType<SectionProps>> = {
  wallet: WalletSection,
  email: EmailSection,
  social: SocialSection,
}

const selectConnectors = (state: LatchState) => state.connectors
const selectDirectory = (state: LatchState) => state.directory
const selectRecentWallets = (state: LatchState) => state.recentWallets
const selectActiveNamespace = (state: LatchState) => state.activeNamespace
const selectConnectedConnectorIds = (state: LatchState) => state.connectedConnectorIds

/**
 * Connect's sections for `methods`, in order; SwitchActiveChain opens Connect for one chain
 * family (`namespace`, core's RouteEntry doesn't type it yet). `wallet` may stand in for the
 * wallet list (collapseWallets' one row).
 */
export function methodSections(
  entry: ViewProps['entry'],
  methods: readonly ConnectMethod[],
  wallet: ComponentType<SectionProps> = WalletSection,
): ReactNode {
  const namespace = (entry.params as SectionProps | undefined)?.namespace
  return methods.map((method) => {
    const Section = method === 'wallet' ? wallet : METHOD_SECTIONS[method]
    return <Section key={method} namespace={namespace} entry={entry} />
  })
}

/**
 * The email method (SPEC §2; core lists it only with the `embeddedWallet` option): its field
 * loads on demand (SPEC §1), a placeholder of its height meanwhile so the list doesn't jump; if it
 * can't load, SPEC §8's 'Unable to load email login dependency' with Try again.
 */
function EmailSection({ entry }: SectionProps) {
  return (
    <Suspense fallback={<p className="latch-email-slot" />}>
      <LazyView loader={EmailForm} entry={entry} />
    </Suspense>
  )
}

/** The social method (SPEC §2): its buttons load on demand like the email field. */
function SocialSection({ entry }: SectionProps) {
  return (
    <Suspense fallback={<p className="latch-social-slot" />}>
      <LazyView loader={SocialButtons} entry={entry} />
    </Suspense>
  )
}

// The directory part failing to load leaves the list as it is (no recommended row).
const ignore = () => {}
// Either connecting view may come next (an extension or WalletConnect): both are small.
const preloadConnecting = () => preloadViews(ConnectingExternal, ConnectingWalletConnect)
const preloadAllWallets = () => preloadViews(AllWallets)

const TAGS: Partial<Record<GroupedConnector['group'], 'recent' | 'installed'>> = {
  recent: 'recent',
  injected: 'installed',
}

/** What a method section gets: the one chain family to list, when Connect was opened for it. */
export type SectionProps = ViewProps & { namespace?: ChainNamespace | undefined }

function WalletSection({ namespace }: SectionProps) {
  const client = useLatchClient()
  const { excludeWalletIds, featuredWalletIds = [] } = client.options
  const listState: ConnectorListState = {
    connectors: useLatchStore(selectConnectors),
    recentWallets: useLatchStore(selectRecentWallets),
    activeNamespace: useLatchStore(selectActiveNamespace),
    connectedConnectorIds: useLatchStore(selectConnectedConnectorIds),
  }
  const directory = useLatchStore(selectDirectory)
  const allWallets = useLatchStore((state) => state.features.allWallets)
  const m = useMessages('connect', connectMessages)
  const [part, setPart] = useState(getDirectoryPart)
  useEffect(() => {
    loadDirectoryPart().then((loaded) => {
      void loaded.fetchConnectWalletsOncePerOpen(client)
      setPart(loaded)
    }, ignore)
  }, [client])
  // The rules (SPEC §2 groups, §6 hidden wallets, the directory merge) are core's.
  const grouped = getConnectorList(client, listState, { namespace, isMobile: isMobile() })
  // Until the directory part and its first read arrive, placeholders hold the rows' places: the
  // list doesn't grow under the visitor's pointer (a click meant for WalletConnect would land on
  // the wallet that moved there).
  const waiting = (list: { status: string; wallets: readonly unknown[] }) =>
    (list.status === 'idle' || list.status === 'loading') && !list.wallets.length
  const settled =
    part &&
    !waiting(directory.recommended) &&
    !(featuredWalletIds.length && waiting(directory.featured))
  const list: PlacedEntry[] = settled
    ? part.addDirectoryWallets(grouped.entries, {
        namespace,
        order: grouped.order,
        featuredWalletIds,
        featuredWallets: directory.featured.wallets,
        recommendedWallets: directory.recommended.wallets,
        excludeWalletIds,
      })
    : withPlaceholders(grouped.entries, grouped.order, {
        featured: featuredWalletIds.length,
        recommended: RECOMMENDED_WALLETS_COUNT,
      })
  const { count } = directory.recommended

  return (
    <>
      {list.length || !settled ? null : (
        <div className="latch-empty">
          <span className="latch-empty-icon">
            <SvgIcon name="wallet" size={24} />
          </span>
          <p className="latch-empty-title">{m.none}</p>
          <p className="latch-muted">{m.noneText}</p>
        </div>
      )}
      {list.length || allWallets ? (
        <ul className="latch-wallets" aria-label={m.wallets}>
          {list.map(({ group, connector, wallet, placeholder }) => {
            if (placeholder) {
              return (
                <li key={placeholder} aria-hidden="true">
                  <span className="latch-wallet latch-wallet-placeholder" data-group={group} />
                </li>
              )
            }
            if (wallet && part) {
              return <part.DirectoryWalletRow key={wallet.id} group={group} wallet={wallet} />
            }
            if (!connector) return null
            // A recent wallet that is also installed says so: that is what a visitor looks for.
            const tag = connector.installed ? TAGS.injected : TAGS[group]
            // One wallet on several chain families (MULTI_CHAIN) is one row naming them.
            const families = connector.connectors?.map((member) => FAMILY[member.chain])
            return (
              <Row
                key={connector.id}
                group={group}
                icon={<WalletIcon name={connector.name} imageUrl={connector.imageUrl} />}
                name={connector.name}
                families={families?.join(' · ')}
                tag={tag && m[tag]}
                onClick={() => selectConnector(client, connector)}
                // The click is coming: have its view's code ready by then.
                onPreload={preloadConnecting}
              />
            )
          })}
          {allWallets ? (
            <Row
              group="allWallets"
              icon={
                <span className="latch-wallet-icon latch-monogram" style={ALL_WALLETS_ICON}>
                  <SvgIcon name="layers" size={20} />
                </span>
              }
              name={m.all}
              // The directory's size, written the language's way ('1,234', '1.234', '١٬٢٣٤').
              tag={count ? m.t('{count}', { count }) : undefined}
              onClick={() => client.pushView({ view: 'AllWallets' })}
              onPreload={preloadAllWallets}
            />
          ) : null}
        </ul>
      ) : null}
    </>
  )
}

/** A list entry, or a placeholder holding a directory row's place while it loads. */
type PlacedEntry =
  | (GroupedEntry & { placeholder?: undefined })
  | {
      group: GroupedConnector['group']
      placeholder: string
      connector?: undefined
      wallet?: undefined
    }

/** The entries with `counts[group]` placeholders where the order puts each directory group. */
function withPlaceholders(
  entries: readonly GroupedEntry[],
  order: readonly GroupedConnector['group'][],
  counts: Partial<Record<GroupedConnector['group'], number>>,
): PlacedEntry[] {
  const placed: PlacedEntry[] = []
  for (const group of order) {
    for (const entry of entries) if (entry.group === group) placed.push(entry)
    for (let index = 0; index < (counts[group] ?? 0); index++) {
      placed.push({ group, placeholder: `${group}-${index}` })
    }
  }
  return placed
}

/** The chain families' names, as a MULTI_CHAIN row lists them under its name. */
const FAMILY: Partial<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/** A neutral tile: the row stands for the whole directory, not one wallet. */
export const ALL_WALLETS_ICON = { background: 'var(--_surface-2)', color: 'var(--_fg-2)' }

type RowProps = {
  group: string
  icon: ReactNode
  name: string
  /** A MULTI_CHAIN wallet's chain families, under its name. */
  families?: string | undefined
  tag: string | undefined
  onClick(): void
  onPreload(): void
}

export function Row({ group, icon, name, families, tag, onClick, onPreload }: RowProps) {
  return (
    <li>
      <button
        type="button"
        className="latch-wallet"
        data-group={group}
        onClick={onClick}
        onPointerEnter={onPreload}
        onFocus={onPreload}
      >
        {icon}
        <span className="latch-wallet-name">
          {name}
          {families ? <small>{families}</small> : null}
        </span>
        {tag ? <span className="latch-tag">{tag}</span> : null}
      </button>
    </li>
  )
}
