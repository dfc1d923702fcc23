/**
 * Flags injected providers set on `window.ethereum`, most specific first: several wallets also
 * set `isMetaMask` for compatibility, so MetaMask comes last.
 */
const KNOWN_FLAGS: readonly [flag: string, name: string][] = [
  ['isLatchTestWallet', 'Latch Test Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isPhantom', 'Phantom'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isMetaMask', 'MetaMask'],
]

/** The name to show for an un-announced `window.ethereum`, from its flags; 'Browser Wallet' when none fits. */
export function injectedWalletName(provider: object): string {
  const flags = provider as Record<string, unknown>
  for (const [flag, name] of KNOWN_FLAGS) if (flags[flag] === true) return name
  return 'Browser Wallet'
}
