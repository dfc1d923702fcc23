import type { LatchState, SiwxRequestStep } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { useId } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'
import { siwxMessages } from './messages.ts'

const CSS = `${STATUS_PANEL_CSS}
.latch-siwx{display:flex;flex-direction:column;align-items:center;gap:16px;padding:8px 4px 4px;text-align:center}
.latch-siwx-icons{display:flex;align-items:center}
.latch-siwx-icons>.latch-wallet-icon{width:64px;height:64px;border-radius:20px;font-size:22px;box-shadow:0 0 0 4px var(--_bg)}
.latch-siwx-icons>.latch-wallet-icon+.latch-wallet-icon{margin-inline-start:-14px}
.latch-siwx-text{display:flex;flex-direction:column;align-items:center;gap:6px}
.latch-siwx-title{font-size:var(--_t-md);font-weight:600}
.latch-siwx-domain{font-weight:600;color:var(--_fg)}
.latch-siwx-site{display:grid;place-items:center;background:var(--_surface-2);color:var(--_fg);font-weight:700}
.latch-siwx-account{padding:4px 10px;border-radius:999px;background:var(--_surface-2);font:500 var(--_t-xs) ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.latch-siwx-actions{display:grid;grid-template-columns:1fr 1fr;gap:10px;width:100%}
.latch-siwx-actions>button{margin:0;width:100%;height:44px}
.latch-siwx-actions>button[aria-disabled=true]{opacity:.6;cursor:progress}
.latch-siwx-actions .latch-spinner{width:16px;height:16px;animation:latch-spin .7s linear infinite}
.latch-icon-button[aria-disabled=true]{opacity:.4;cursor:not-allowed}
`

/** What the Sign button says at each step (its key): the visitor knows what is waited on. */
const SIGN_LABELS: Record<SiwxRequestStep, keyof typeof siwxMessages> = {
  ready: 'sign',
  preparing: 'preparing',
  signing: 'signing',
  verifying: 'verifying',
}

const selectSiwx = (state: LatchState) => state.siwx

/**
 * SPEC §2 SIWXSignMessage, opened by core after a connection when the account has no session on
 * its network: the site's and the wallet's icons, what is asked (sign a message to prove the
 * account is the visitor's, which costs nothing), the account and network, Sign and Cancel. It
 * renders `state.siwx.request` and calls core's `signIn` / `cancelSignIn`; the outcome (toasts,
 * closing, disconnecting) is core's. While sign-in is required the modal can't be closed.
 */
export function SIWXSignMessage(_props: ViewProps) {
  const client = useLatchClient()
  const siwx = useLatchStore(selectSiwx)
  const account = useLatchStore((state: LatchState) => {
    const namespace = state.siwx?.request?.namespace
    return namespace ? state.accounts[namespace] : undefined
  })
  const wallet = account?.connectedWalletInfo
  const textId = useId()
  const m = useMessages('siwx', siwxMessages)
  const request = siwx?.request
  if (!request) {
    return (
      <div className="latch-empty" data-state="idle">
        <p className="latch-muted">{m.nothing}</p>
      </div>
    )
  }
  const metadata = client.options.metadata
  const appName = metadata?.name || m.thisApp
  const [beforeDomain, afterDomain] = m.forDomain.split('{domain}')
  const network = client.networks.find((candidate) => candidate.caipNetworkId === request.chainId)
  const busy = request.step !== 'ready'
  return (
    <>
      <Style>{CSS}</Style>
      <div className="latch-siwx" data-state={request.step} aria-busy={busy || undefined}>
        <div className="latch-siwx-icons" aria-hidden="true">
          {metadata?.icons[0] ? (
            <WalletIcon name={appName} imageUrl={metadata.icons[0]} />
          ) : (
            // The site's initial on a neutral tile: a coloured monogram reads like a network's.
            <span className="latch-wallet-icon latch-siwx-site">
              {[...appName][0]?.toUpperCase()}
            </span>
          )}
          <WalletIcon name={wallet?.name ?? '?'} imageUrl={wallet?.icon} />
        </div>
        <div className="latch-siwx-text" id={textId}>
          <p className="latch-siwx-title">{m.t(m.title, { app: appName })}</p>
          {request.domain ? (
            // The domain the message names: what the wallet's own prompt shows, to compare.
            <p className="latch-muted">
              {beforeDomain}
              <span className="latch-siwx-domain">{request.domain}</span>
              {afterDomain}
            </p>
          ) : null}
          <p className="latch-muted">
            {m.lead}
            {siwx.required ? ` ${m.required}` : ''}
          </p>
          <p className="latch-siwx-account">
            {account?.profileName ? `${account.profileName} · ` : ''}
            {shortenAddress(request.address)}
            {network ? ` · ${network.name}` : ''}
          </p>
        </div>
        <div className="latch-siwx-actions">
          <button
            type="button"
            className="latch-button-secondary"
            data-action="cancel"
            onClick={() => void client.cancelSignIn()}
          >
            {m.cancel}
          </button>
          <button
            type="button"
            className="latch-button-primary"
            data-action="sign"
            aria-describedby={textId}
            aria-disabled={busy || undefined}
            onClick={() => {
              // Core shows the outcome (toasts) and closes on success; a failure stays here.
              if (!busy) client.signIn().catch(() => {})
            }}
          >
            {busy ? <span className="latch-spinner" aria-hidden="true" /> : null}
            <span aria-live="polite">{m[SIGN_LABELS[request.step]]}</span>
          </button>
        </div>
      </div>
    </>
  )
}
