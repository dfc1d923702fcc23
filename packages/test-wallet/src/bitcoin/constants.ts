// Browser-safe constants of the Bitcoin side of the test wallet.

/** The well-known development mnemonic (anvil's and Hardhat's): never for real funds. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** Key of the Bitcoin test wallet in `window.__latchTestWallets`. */
export const DEFAULT_BITCOIN_TEST_WALLET_RDNS = 'dev.latch.testwallet.bitcoin'

/** The features every account supports (the `standard:*` ones belong to the wallet only). */
export const BITCOIN_ACCOUNT_FEATURES = ['bitcoin:signMessage'] as const

/** Names the prompt shows for the chains it knows. */
export const BITCOIN_CHAIN_LABELS: Readonly<Record<string, string>> = {
  'bitcoin:mainnet': 'Bitcoin',
  'bitcoin:testnet': 'Bitcoin Testnet',
  'bitcoin:regtest': 'Bitcoin Regtest',
}
