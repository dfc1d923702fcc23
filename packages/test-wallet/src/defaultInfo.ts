import { createUuid } from './createUuid.ts'
import type { TestWalletInfo } from './types.ts'

// Our own mark: a white wallet with a clasp on a blue rounded square.
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#3b5bfd"/>' +
  '<path d="M26 34a8 8 0 0 1 8-8h28a8 8 0 0 1 8 8v2H26z" fill="#c4cffe"/>' +
  '<rect x="20" y="36" width="56" height="36" rx="8" fill="#fff"/>' +
  '<rect x="52" y="47" width="24" height="14" rx="7" fill="#3b5bfd"/>' +
  '<circle cx="60" cy="54" r="3" fill="#fff"/>' +
  '</svg>'

/** The default EIP-6963 icon: an SVG `data:` URI. */
export const DEFAULT_TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`

/**
 * The same icon base64-encoded: the Wallet Standard requires `data:image/svg+xml;base64,…`.
 * (The SVG is ASCII, so `btoa` takes it as is.)
 */
export const DEFAULT_TEST_WALLET_ICON_BASE64 =
  `data:image/svg+xml;base64,${btoa(ICON_SVG)}` as const

/** The default EIP-6963 name. */
export const DEFAULT_TEST_WALLET_NAME = 'Latch Test Wallet'

/** The default EIP-6963 rdns, also the key in `window.__latchTestWallets`. */
export const DEFAULT_TEST_WALLET_RDNS = 'dev.latch.testwallet'

/** The wallet's identity: the given fields over the defaults, with a fresh uuid if none. */
export function resolveInfo(info: Partial<TestWalletInfo> = {}): TestWalletInfo {
  return {
    name: info.name ?? DEFAULT_TEST_WALLET_NAME,
    rdns: info.rdns ?? DEFAULT_TEST_WALLET_RDNS,
    icon: info.icon ?? DEFAULT_TEST_WALLET_ICON,
    uuid: info.uuid ?? createUuid(),
  }
}
