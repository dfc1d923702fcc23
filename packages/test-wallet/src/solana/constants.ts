// Browser-safe constants of the Solana side of the test wallet.

/**
 * CAIP-2 id of Solana devnet (`solana:` + the first 32 characters of its genesis hash). The local
 * devnet (`@latch/devnet`) reports devnet's genesis hash, so this is its id too.
 */
export const SOLANA_DEVNET_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const

/** The Wallet Standard's own name for devnet, which apps built on wallet-adapter look for. */
export const SOLANA_DEVNET_CHAIN_NAME = 'solana:devnet' as const

/** The Wallet Standard's name for a local validator. */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet' as const

/** The chains the wallet reports unless told otherwise: every name the local devnet goes by. */
export const DEFAULT_SOLANA_TEST_WALLET_CHAINS = [
  SOLANA_DEVNET_CHAIN,
  SOLANA_DEVNET_CHAIN_NAME,
  SOLANA_LOCALNET_CHAIN,
] as const

/** Key of the Solana test wallet in `window.__latchTestWallets`. */
export const DEFAULT_SOLANA_TEST_WALLET_RDNS = 'dev.latch.testwallet.solana'

/** Transaction versions the wallet decodes, signs and sends. */
export const SUPPORTED_TRANSACTION_VERSIONS = ['legacy', 0] as const

/** The features every account supports (the `standard:*` ones belong to the wallet only). */
export const SOLANA_ACCOUNT_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
  'solana:signIn',
] as const

/** Names the prompt shows for the chains it knows. */
export const SOLANA_CHAIN_LABELS: Readonly<Record<string, string>> = {
  [SOLANA_DEVNET_CHAIN]: 'Solana Devnet',
  [SOLANA_DEVNET_CHAIN_NAME]: 'Solana Devnet',
  [SOLANA_LOCALNET_CHAIN]: 'Solana Localnet',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana Mainnet',
  'solana:mainnet': 'Solana Mainnet',
}

/** How long `signAndSendTransaction` waits for the commitment an app asked for. */
export const CONFIRM_TIMEOUT_MS = 30_000

/** How often it asks the RPC for the signature's status meanwhile. */
export const CONFIRM_POLL_MS = 250
