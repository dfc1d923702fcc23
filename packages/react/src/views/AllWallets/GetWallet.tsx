import { toWebUrl, type Wallet } from '@latch/core/api'
import { type ReactNode, useId } from 'react'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { allWalletsMessages } from './messages.ts'

const EXTERNAL_PATH =
  'M13.5 4.5h6v6M19.5 4.5l-8.25 8.25M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10'

/** CSS of the "Get {wallet}" panel (it ships with AllWallets' code). */
export const GET_WALLET_CSS = `
.latch-get{display:grid;gap:6px;margin-top:8px;padding:14px;border-radius:var(--_r-lg);background:var(--_surface)}
.latch-get-head{display:flex;align-items:center;gap:10px}
.latch-get-title{flex:1;min-width:0;margin:0;font-size:var(--_t-md);font-weight:600;overflow-wrap:anywhere;outline:none}
.latch-get-head>.latch-wallet-icon{width:32px;height:32px;border-radius:var(--_r-sm);font-size:var(--_t-xs)}
.latch-get-text{color:var(--_fg-2)}
.latch-get-links{display:flex;flex-wrap:wrap;gap:8px;margin-top:6px}
.latch-get-link{display:inline-flex;align-items:center;gap:6px;padding:7px 12px;border-radius:999px;background:var(--_bg);box-shadow:inset 0 0 0 1px var(--_border);color:var(--_fg);font-weight:600;text-decoration:none}
.latch-get-link:first-child{background:var(--_accent);box-shadow:none;color:var(--_on-accent)}
.latch-get-link:hover{filter:brightness(.96)}
.latch-get-close{display:grid;place-items:center;width:28px;height:28px;border:0;border-radius:50%;background:var(--_surface-2);color:var(--_fg-2)}
.latch-hidden-text{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`

/** The directory's link fields, and the key of each one's name (namespace `allWallets`). */
const LINKS = [
  ['homepage', 'website'],
  ['desktop_link', 'desktop'],
  ['webapp_link', 'webApp'],
] as const

/** What a wallet's link is: the key of its name in the `allWallets` namespace. */
export type WalletLinkKind = (typeof LINKS)[number][1]

/**
 * Where to get `wallet`: its website, desktop app and web app, as the directory lists them.
 * Only web addresses are shown (https; http only on this machine, for a wallet's dev server): a
 * directory entry must not be able to run a `javascript:` URL, open an app through a custom
 * scheme from here, or send the visitor to a page a network could rewrite.
 */
export function getWalletLinks(wallet: Wallet): { kind: WalletLinkKind; href: string }[] {
  const links: { kind: WalletLinkKind; href: string }[] = []
  for (const [field, kind] of LINKS) {
    const url = toWebUrl(wallet[field])
    if (!url) continue
    if (!links.some((link) => link.href === url.href)) links.push({ kind, href: url.href })
  }
  return links
}

export type GetWalletProps = {
  wallet: Wallet
  id?: string
  /** The wallet's face, where the panel stands apart from the wallet's row. */
  icon?: ReactNode
  /** Shows a close button (the AllWallets sheet); the Connect row toggles instead. */
  onClose?: () => void
}

/**
 * "Get {wallet}": the honest answer for a directory wallet this page can't connect to yet
 * (not installed; WalletConnect comes with a later issue).
 */
export function GetWallet({ wallet, id, icon, onClose }: GetWalletProps) {
  const titleId = useId()
  const links = getWalletLinks(wallet)
  const m = useMessages('allWallets', allWalletsMessages)
  const name = { wallet: wallet.name }
  return (
    <section id={id} className="latch-get" aria-labelledby={titleId} data-wallet={wallet.id}>
      <Style>{GET_WALLET_CSS}</Style>
      <div className="latch-get-head">
        {icon}
        <h3 id={titleId} className="latch-get-title" tabIndex={-1}>
          {m.t(m.get, name)}
        </h3>
        {onClose ? (
          <button
            type="button"
            className="latch-get-close"
            aria-label={m.closeDetails}
            onClick={onClose}
          >
            <SvgIcon path={ICON_PATHS.close} size={14} />
          </button>
        ) : null}
      </div>
      <p className="latch-get-text">{m.t(links.length ? m.getIt : m.nowhere, name)}</p>
      {links.length ? (
        <div className="latch-get-links">
          {links.map((link) => (
            <a
              key={link.href + link.kind}
              className="latch-get-link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {m[link.kind]}
              <span className="latch-hidden-text">{m.newTab}</span>
              <SvgIcon path={EXTERNAL_PATH} size={14} />
            </a>
          ))}
        </div>
      ) : null}
    </section>
  )
}
