import type { LatchState } from '@latch/core'
import { acceptLegalTerms, isLegalConsentPending } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'

/** The Connect methods while the box is unticked, and the box itself. */
const LEGAL_CSS = `.latch-legal{display:flex;align-items:flex-start;gap:10px;margin:0 0 12px;padding:10px 12px;border-radius:var(--_r-lg);background:var(--_surface);font-size:var(--_t-sm);line-height:1.45;color:var(--_fg-2);cursor:pointer}
.latch-legal input{flex:none;width:16px;height:16px;margin:1px 0 0;accent-color:var(--_accent);cursor:pointer}
.latch-legal a{color:var(--_fg);font-weight:600;text-decoration:underline;text-underline-offset:2px}
.latch-methods:disabled .latch-wallet,.latch-methods:disabled button,.latch-methods:disabled input{opacity:.45;cursor:not-allowed}
.latch-methods:disabled .latch-wallet:active{transform:none}`

/**
 * The `legalCheckbox` feature's box on the Connect view: "I agree to the Terms of Service and
 * Privacy Policy", each a link to the site's page (a new tab). Until it is ticked the ways to
 * connect below are disabled; the acceptance is kept (`state.legalAccepted`, persisted), and
 * unticking takes it back.
 */
export function LegalCheckbox() {
  const client = useLatchClient()
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = client.options
  const accepted = !useLatchStore(
    useCallback((state: LatchState) => isLegalConsentPending(client, state), [client]),
  )
  return (
    <label className="latch-legal">
      <style>{LEGAL_CSS}</style>
      <input
        type="checkbox"
        checked={accepted}
        onChange={(event) => acceptLegalTerms(client, event.currentTarget.checked)}
      />
      <span>
        I agree to the {terms ? <Link href={terms}>Terms of Service</Link> : null}
        {terms && privacy ? ' and ' : null}
        {privacy ? <Link href={privacy}>Privacy Policy</Link> : null}
      </span>
    </label>
  )
}

function Link({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}
