import type { Wallet } from '@latch/core/api'
import { createWalletSearch, fetchNextWalletPage, findWalletConnector } from '@latch/core/internal'
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { type UseMessagesReturnType, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { selectConnector, selectDirectoryWallet } from '../Connect/selectConnector.ts'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import type { ViewProps } from '../types.ts'
import { GetWallet } from './GetWallet.tsx'
import { allWalletsMessages } from './messages.ts'
import { StatePanel, WalletSkeletons } from './StatePanel.tsx'
import { ALL_WALLETS_CSS } from './styles.ts'
import { useWalletItems, type WalletItem } from './useWalletItems.ts'
import { GRID_COLUMNS, WalletGrid, type WalletGridHandle } from './WalletGrid.tsx'

const SEARCH_PATH = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8'

type AllWalletsText = UseMessagesReturnType<typeof allWalletsMessages>

/** What the live region says: the number of results, or that the list is loading. */
function announcement(
  m: AllWalletsText,
  searching: boolean,
  status: string,
  count: number,
): string {
  if (searching && status === 'ready' && count) return m.t(m.found, { count })
  return count === 0 && (status === 'loading' || status === 'idle') ? m.loading : ''
}

/** A key that types a character (not a shortcut, not Space: Space presses the wallet). */
function isTypingKey(event: KeyboardEvent): boolean {
  const { key, ctrlKey, metaKey, altKey, nativeEvent } = event
  return (
    key.length === 1 && key !== ' ' && !ctrlKey && !metaKey && !altKey && !nativeEvent.isComposing
  )
}

/**
 * SPEC §2 AllWallets: installed wallets first, then the wallet directory in pages of 40 loaded
 * as the visitor scrolls, or the results of a search (one request per pause in typing, 100 at
 * most: SPEC §9). Typing anywhere in the view types into the search box.
 */
export function AllWallets(_props: ViewProps) {
  const client = useLatchClient()
  const [query, setQuery] = useState('')
  const [search] = useState(() => createWalletSearch(client))
  const [details, setDetails] = useState<Wallet>()
  const input = useRef<HTMLInputElement>(null)
  const grid = useRef<WalletGridHandle>(null)
  const sheet = useRef<HTMLDivElement>(null)
  const { items, status, hasMore } = useWalletItems(query)
  const trimmed = query.trim()
  const searching = trimmed !== ''
  const m = useMessages('allWallets', allWalletsMessages)

  useEffect(() => {
    // The first page, or again after a failure on an earlier visit.
    const { all } = client.getState().directory
    if (all.page === 0 || all.status === 'error') void fetchNextWalletPage(client)
    return () => {
      search.cancel()
      search.setQuery('')
    }
  }, [client, search])
  useEffect(() => {
    if (details) sheet.current?.querySelector<HTMLElement>('h3')?.focus()
  }, [details])
  const loadMore = useCallback(() => {
    // After a failure the visitor retries with the button: no request loop on an error.
    if (client.getState().directory.all.status !== 'error') void fetchNextWalletPage(client)
  }, [client])

  const changeQuery = (value: string) => {
    setQuery(value)
    setDetails(undefined)
    search.setQuery(value)
  }
  const retry = () => (searching ? search.setQuery(query) : void fetchNextWalletPage(client))
  const select = (item: WalletItem) => {
    const connector =
      item.connector ?? findWalletConnector(client.getState().connectors, item.wallet)
    if (connector) selectConnector(client, connector)
    else if (!item.wallet || !selectDirectoryWallet(client, item.wallet)) setDetails(item.wallet)
  }
  const closeDetails = () => {
    setDetails(undefined)
    grid.current?.focus()
  }

  const loading = status === 'loading' || status === 'idle'
  let body: ReactNode
  if (items.length === 0 && status === 'error') {
    body = (
      <StatePanel
        icon={<SvgIcon name="alertCircle" size={24} />}
        title={searching ? m.searchFailed : m.loadFailed}
        text={m.checkConnection}
        onRetry={retry}
        retryText={m.retry}
      />
    )
  } else if (items.length === 0 && searching && status === 'ready') {
    body = (
      <StatePanel
        icon={<SvgIcon path={SEARCH_PATH} size={24} />}
        title={m.t(m.noResults, { query: trimmed })}
        text={m.tryAnother}
      />
    )
  } else if (items.length === 0) {
    body = (
      <div className="latch-aw-panel" style={{ alignContent: 'start' }}>
        <WalletSkeletons count={GRID_COLUMNS * 4} />
      </div>
    )
  } else {
    const footer =
      status === 'error' ? (
        <div className="latch-aw-more" role="alert">
          {searching ? m.searchFailedMore : m.moreFailed}
          <button type="button" className="latch-button-secondary" onClick={retry}>
            {m.retry}
          </button>
        </div>
      ) : hasMore || (searching && loading) ? (
        <WalletSkeletons count={GRID_COLUMNS} />
      ) : null
    body = (
      <WalletGrid
        key={searching ? 'search' : 'all'}
        items={items}
        label={searching ? m.t(m.matching, { query: trimmed }) : m.all}
        installedText={m.installed}
        onSelect={select}
        onNearEnd={searching ? undefined : loadMore}
        onExitUp={() => input.current?.focus()}
        handle={grid}
        footer={footer}
      />
    )
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: type-to-search listens for the keys its children don't use
    <div
      className="latch-aw"
      onKeyDown={(event) => {
        if (event.target === input.current || !isTypingKey(event)) return
        event.preventDefault()
        changeQuery(query + event.key)
        input.current?.focus()
      }}
    >
      <Style>{ALL_WALLETS_CSS}</Style>
      <div className="latch-aw-search">
        <SvgIcon path={SEARCH_PATH} size={16} />
        <input
          ref={input}
          type="search"
          aria-label={m.search}
          placeholder={m.search}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && items.length) {
              event.preventDefault()
              grid.current?.focus()
            } else if (event.key === 'Escape' && query) {
              // Clears the search; the next Escape closes the modal.
              event.preventDefault()
              event.stopPropagation()
              changeQuery('')
            }
          }}
        />
        {query ? (
          <button
            type="button"
            className="latch-aw-clear"
            aria-label={m.clear}
            onClick={() => {
              changeQuery('')
              input.current?.focus()
            }}
          >
            <SvgIcon path={ICON_PATHS.close} size={14} />
          </button>
        ) : null}
      </div>
      <p role="status" className="latch-hidden-text">
        {announcement(m, searching, status, items.length)}
      </p>
      {body}
      {details ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the panel, not the modal
        <div
          ref={sheet}
          className="latch-aw-sheet"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.preventDefault()
            event.stopPropagation()
            closeDetails()
          }}
        >
          <GetWallet
            wallet={details}
            icon={<WalletIcon name={details.name} imageUrl={details.image_url ?? undefined} />}
            onClose={closeDetails}
          />
        </div>
      ) : null}
    </div>
  )
}
