import type { DiscoveryWindow } from '../standard/listenForWallets.ts'

/** A web3.js `PublicKey`, or anything that prints as base58. */
export type PublicKeyLike = { toBase58?(): string; toString(): string }

/**
 * The pre-Wallet-Standard provider wallets inject as `window.phantom.solana` or `window.solana`
 * (Phantom's API, which Solflare, Backpack and others copied).
 */
export type LegacySolanaProvider = {
  publicKey?: PublicKeyLike | null
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: PublicKeyLike } | undefined>
  disconnect?(): Promise<void>
  signMessage?(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array }>
  /** Phantom's RPC-style entry point (`signAndSendTransaction`, `signTransaction` …). */
  request?(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...arguments_: never[]) => void): unknown
  off?(event: string, listener: (...arguments_: never[]) => void): unknown
  removeListener?(event: string, listener: (...arguments_: never[]) => void): unknown
}

/** Flags legacy providers set, most specific first (several also set `isPhantom`). */
const KNOWN_FLAGS: readonly [flag: string, name: string][] = [
  ['isLatchTestWallet', 'Latch Test Wallet'],
  ['isSolflare', 'Solflare'],
  ['isBackpack', 'Backpack'],
  ['isGlow', 'Glow'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isExodus', 'Exodus'],
  ['isTrust', 'Trust'],
  ['isPhantom', 'Phantom'],
]

/** The name to show for a legacy provider, from its flags; 'Solana Wallet' when none fits. */
export function legacyWalletName(provider: object): string {
  const flags = provider as Record<string, unknown>
  for (const [flag, name] of KNOWN_FLAGS) if (flags[flag] === true) return name
  return 'Solana Wallet'
}

/** The page's legacy providers, `window.phantom.solana` first, each object once. */
export function findLegacyProviders(target: DiscoveryWindow): LegacySolanaProvider[] {
  const candidates = [target.phantom?.solana, target.solana]
  const found: LegacySolanaProvider[] = []
  for (const candidate of candidates) {
    if (isLegacyProvider(candidate) && !found.includes(candidate)) found.push(candidate)
  }
  return found
}

function isLegacyProvider(value: unknown): value is LegacySolanaProvider {
  return typeof (value as LegacySolanaProvider | undefined)?.connect === 'function'
}
