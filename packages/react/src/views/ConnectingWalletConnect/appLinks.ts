import { toAppLink, type Wallet } from '@latch/core/api'

/** Which of a directory wallet's apps a link opens (SPEC §3 Wallet). */
export type WalletLinkKind = 'mobile' | 'desktop' | 'web'

/** One way to hand the pairing URI to a wallet's app. */
export type WalletLink = {
  kind: WalletLinkKind
  /** The app's own link from the directory, normalised (stored as the deep link choice). */
  base: string
  /** `base` carrying the pairing URI: what the visitor's click opens. */
  href: string
  /** A custom scheme (`rainbow://`) rather than a web address. */
  native: boolean
}

/**
 * The app link that opens the wallet on the pairing `uri`, by the usual WalletConnect
 * convention: `wc?uri=` plus the encoded URI after the app's base, for a custom scheme
 * (`rainbow://wc?uri=…`) and a universal link (`https://rnbwapp.com/wc?uri=…`) alike.
 */
export function withPairingUri(base: string, uri: string): string {
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

const FIELDS: [WalletLinkKind, 'mobile_link' | 'desktop_link' | 'webapp_link'][] = [
  ['mobile', 'mobile_link'],
  ['desktop', 'desktop_link'],
  ['web', 'webapp_link'],
]

/**
 * The links of `wallet` that can carry `uri`: its mobile app (deep or universal link), its
 * desktop app and its web app, in that order. A web app is only ever a web address.
 */
export function getWalletLinks(wallet: Wallet, uri: string): WalletLink[] {
  const links: WalletLink[] = []
  for (const [kind, field] of FIELDS) {
    const app = toAppLink(wallet[field])
    if (!app || (kind === 'web' && app.native)) continue
    links.push({ kind, base: app.base, href: withPairingUri(app.base, uri), native: app.native })
  }
  return links
}
