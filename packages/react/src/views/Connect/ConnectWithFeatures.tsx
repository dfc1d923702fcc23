import type { LatchState } from '@latch/core'
import {
  acceptLegalTerms,
  getConnectMethodsOrder,
  getLegalConsentKey,
  getLegalLinks,
  isBrowserWallet,
  isLegalConsentPending,
} from '@latch/core/internal'
import { Fragment, type ReactNode, useCallback, useEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import type { ViewProps } from '../types.ts'
import { connectMessages, legalMessages } from './messages.ts'
import { ALL_WALLETS_ICON, methodSections, Row, type SectionProps } from './sections.tsx'

/** The terms box, and the methods while it is unticked (a fieldset that takes no place). */
const LEGAL_CSS = `.latch-methods{display:contents}
.latch-legal{display:flex;align-items:flex-start;gap:10px;margin:0 0 12px;padding:10px 12px;border-radius:var(--_r-lg);background:var(--_surface);font-size:var(--_t-sm);line-height:1.45;color:var(--_fg-2);cursor:pointer}
.latch-legal input{flex:none;width:16px;height:16px;margin:1px 0 0;accent-color:var(--_accent);cursor:pointer}
.latch-legal a{color:var(--_fg);font-weight:600;text-decoration:underline;text-underline-offset:2px}
.latch-methods:disabled .latch-wallet,.latch-methods:disabled button,.latch-methods:disabled input{opacity:.45;cursor:not-allowed}
.latch-methods:disabled .latch-wallet:active{transform:none}`

const noop = () => {}

// Clients already told about their legal links (once per client, not per render).
const told = new WeakSet<object>()

/**
 * legalCheckbox with a link that is not an http(s) URL (a typo, a `javascript:` URL): it is
 * never linked, and the site's developer is told so in the console (at SPEC §9's default log
 * level) rather than left wondering why the box is missing or half empty. Here, in the flags'
 * chunk, so it costs nothing at page load.
 */
function useReportBadLegalLinks(client: ReturnType<typeof useLatchClient>, on: boolean): void {
  useEffect(() => {
    if (!on || told.has(client)) return
    told.add(client)
    const links = getLegalLinks(client.options)
    const given = {
      termsConditionsUrl: [client.options.termsConditionsUrl, links.terms],
      privacyPolicyUrl: [client.options.privacyPolicyUrl, links.privacy],
    }
    for (const [option, [value, kept]] of Object.entries(given)) {
      if (value !== undefined && kept === undefined)
        client.logger.error(
          `legalCheckbox: \`${option}\` is not an http(s) URL, so it is not linked`,
          value,
        )
    }
    if (!links.terms && !links.privacy)
      client.logger.error(
        'legalCheckbox is on but there is no `termsConditionsUrl` or `privacyPolicyUrl` to agree to: no box is shown',
      )
  }, [client, on])
}

/**
 * Connect with the SPEC §9 `legalCheckbox` and `collapseWallets` features (its own chunk, loaded
 * only on sites that turn either on):
 * - legalCheckbox (with a terms or privacy link): "I agree to the Terms of Service and Privacy
 *   Policy", each a link to the site's page in a new tab; until it is ticked every way to connect
 *   below is disabled. The acceptance is kept (`state.legalAccepted`, persisted); unticking takes
 *   it back.
 * - collapseWallets: the wallet list is one "Continue with a wallet" row, which opens Connect for
 *   the wallet list alone; email and social stay.
 */
export function ConnectWithFeatures({ entry }: ViewProps) {
  const client = useLatchClient()
  const features = useLatchStore(useCallback((state: LatchState) => state.features, []))
  const browserWallet = useLatchStore(
    useCallback((state: LatchState) => state.connectors.some(isBrowserWallet), []),
  )
  const pending = useLatchStore(
    useCallback((state: LatchState) => isLegalConsentPending(client, state), [client]),
  )
  // "Continue with a wallet" opened Connect for the wallet list alone.
  const wallets = (entry.params as { wallets?: boolean } | undefined)?.wallets
  const methods = wallets
    ? (['wallet'] as const)
    : getConnectMethodsOrder(features, browserWallet, Boolean(client.options.embeddedWallet))
  useReportBadLegalLinks(client, features.legalCheckbox)
  const m = useMessages('legal', legalMessages)
  const sections = methodSections(
    entry,
    methods,
    features.collapseWallets && !wallets ? ContinueWithWallet : undefined,
  )
  if (!features.legalCheckbox || !getLegalConsentKey(client.options)) return <>{sections}</>
  const { terms, privacy } = getLegalLinks(client.options)
  return (
    <>
      <Style>{LEGAL_CSS}</Style>
      <label className="latch-legal">
        <input
          type="checkbox"
          checked={!pending}
          onChange={(event) => acceptLegalTerms(client, event.currentTarget.checked)}
        />
        <span>
          {withElements(terms && privacy ? m.agree : terms ? m.agreeTerms : m.agreePrivacy, {
            terms: terms ? <Link href={terms}>{m.terms}</Link> : null,
            privacy: privacy ? <Link href={privacy}>{m.privacy}</Link> : null,
          })}
        </span>
      </label>
      <fieldset className="latch-methods" disabled={pending}>
        {sections}
      </fieldset>
    </>
  )
}

/** collapseWallets: the wallet list as one row that opens it. */
function ContinueWithWallet({ namespace }: SectionProps) {
  const client = useLatchClient()
  const m = useMessages('legal', legalMessages)
  const { wallets } = useMessages('connect', connectMessages)
  return (
    <ul className="latch-wallets" aria-label={wallets}>
      <Row
        group="collapsed"
        icon={
          <span className="latch-wallet-icon latch-monogram" style={ALL_WALLETS_ICON}>
            <SvgIcon name="wallet" size={20} />
          </span>
        }
        name={m.continue}
        tag={undefined}
        onClick={() => client.pushView({ view: 'Connect', params: { namespace, wallets: true } })}
        onPreload={noop}
      />
    </ul>
  )
}

/** `text` with each `{name}` replaced by `elements[name]` (a link inside a sentence). */
function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((part, index) => (
    // Odd parts are the names between the braces.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
    <Fragment key={index}>{index % 2 ? elements[part] : part}</Fragment>
  ))
}

function Link({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}
