import type { AccountTab, ChainNamespace, LatchState } from '@latch/core'
import {
  BALANCE_NAMESPACES,
  getAccountTab,
  getAccountTabs,
  setAccountTab,
} from '@latch/core/internal'
import { type KeyboardEvent, useId, useRef } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { readingArrow } from '../shared/readingArrow.ts'
import { ActivityTab } from './ActivityTab.tsx'
import { accountTabsMessages } from './messages.ts'
import { NftsTab } from './NftsTab.tsx'
import { TokensTab } from './TokensTab.tsx'
import { usePanelHeight } from './usePanelHeight.ts'

// Core keeps the tab last picked (`state.accountTab`), so coming back from Networks keeps it.
const selectTabs = (state: LatchState) => getAccountTabs(state.features)

/**
 * Tokens, NFTs and Activity (the last only while the activity feature is on) as an ARIA tab
 * list: arrow keys, Home and End move between tabs and show them (automatic activation), one
 * tab stop, each panel labelled by its tab. A panel's data loads when it is first shown.
 */
export function AccountTabs(props: {
  namespace: ChainNamespace
  /** Changes whenever the view above the tabs changes height (measured again then). */
  layoutKey: string
}) {
  // Core's balance chains (SPEC §9: eip155, solana) are the ones with tokens, NFTs or activity to
  // read; elsewhere (Bitcoin) no tabs, and no 'Token Balance Unavailable' for a read that can't
  // happen.
  return BALANCE_NAMESPACES.includes(props.namespace) ? <Tabs {...props} /> : null
}

function Tabs({ namespace, layoutKey }: { namespace: ChainNamespace; layoutKey: string }) {
  const client = useLatchClient()
  const tabs = useLatchStore(selectTabs)
  const selected = useLatchStore(getAccountTab)
  const id = useId()
  const panel = useRef<HTMLDivElement>(null)
  const height = usePanelHeight(panel, `${layoutKey}:${tabs.length}`)
  const m = useMessages('accountTabs', accountTabsMessages)
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})
  const select = (tab: AccountTab, focus = false) => {
    setAccountTab(client, { tab })
    if (focus) refs.current[tab]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected)
    const target = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[readingArrow(event)]
    if (!target) return
    event.preventDefault()
    select(target, true)
  }
  return (
    <div className="latch-tabs">
      <div
        className="latch-tablist"
        role="tablist"
        aria-label={m.tabs}
        data-count={tabs.length}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className="latch-tab"
            onClick={() => select(tab)}
          >
            {m[tab]}
          </button>
        ))}
      </div>
      <div
        ref={panel}
        className="latch-tabpanel"
        style={height === undefined ? undefined : { height }}
        role="tabpanel"
        id={`${id}-panel-${selected}`}
        aria-labelledby={`${id}-tab-${selected}`}
        data-tab={selected}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel a tab stop
        tabIndex={0}
      >
        {selected === 'Tokens' ? <TokensTab namespace={namespace} /> : null}
        {selected === 'NFTs' ? <NftsTab namespace={namespace} /> : null}
        {selected === 'Activity' ? <ActivityTab namespace={namespace} /> : null}
      </div>
    </div>
  )
}
