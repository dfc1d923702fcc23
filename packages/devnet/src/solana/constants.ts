// Browser-safe: no Node imports. The test wallet and the demo read these in the page.

/** Default port of the Solana JSON-RPC (HTTP) endpoint, as `solana-test-validator` uses. */
export const SOLANA_RPC_PORT = 8899

/** Default port of the Solana PubSub (WebSocket) endpoint: the RPC port + 1, as clients assume. */
export const SOLANA_WS_PORT = 8900

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/**
 * Genesis hash the local chain reports from `getGenesisHash`: Solana devnet's, so wallets and
 * dapps that identify the cluster by genesis hash treat the local chain as "Solana devnet".
 */
export const SOLANA_DEVNET_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

/** CAIP-2 id of the local chain: `solana:` + the first 32 characters of the genesis hash. */
export const SOLANA_DEVNET_CAIP2 = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** A well-known devnet key pair. Public knowledge: never hold real funds with it. */
export type SolanaDevnetKeypair = {
  /** Base58 public key (the account address). */
  address: string
  /** Base58 of the 64-byte secret key (32-byte seed then public key), as Phantom imports it. */
  secretKey: string
  /** The UTF-8 text whose SHA-256 is the ed25519 seed; a test derives the key again from it. */
  seedLabel: string
}

/** A dev account: funded with {@link DEV_ACCOUNT_SOL} SOL and {@link DEV_ACCOUNT_TOKENS} of each mint. */
export type SolanaDevnetAccount = SolanaDevnetKeypair & {
  index: number
  /** Its associated token account (classic Token program) per mint symbol. */
  tokenAccounts: Readonly<Record<SolanaDevnetMintSymbol, string>>
}

/** Symbols of the devnet mints. */
export type SolanaDevnetMintSymbol = 'USDC' | 'LATCH'

/** An SPL token mint (classic Token program) created at start. */
export type SolanaDevnetMint = SolanaDevnetKeypair & {
  symbol: SolanaDevnetMintSymbol
  name: string
  decimals: number
}

/** SOL each dev account holds after start. */
export const DEV_ACCOUNT_SOL = 100

/** Whole tokens of each mint each dev account holds after start. */
export const DEV_ACCOUNT_TOKENS = 1_000

/**
 * Dev accounts 0..3. Each seed is SHA-256 of `latch-devnet/solana/dev-account/<i>`; keys and
 * token accounts are written out so a browser bundle needs no hashing code (a test derives them
 * again).
 */
export const SOLANA_DEVNET_ACCOUNTS: readonly SolanaDevnetAccount[] = [
  {
    index: 0,
    address: '4Vhx3UDiTwkkvgexDQwQgKHWy3v2SEUkhVMxL6XiZGo7',
    secretKey:
      '5psZMAU6yvW7X1o5HAgjj4LhMzFXn7cJeDS3rj9XcRxmyKbuUyBDzkrkaBr3RiEcBtjC4sKzqrRGKztLmoxugTk1',
    seedLabel: 'latch-devnet/solana/dev-account/0',
    tokenAccounts: {
      USDC: '5ioYDtjzuGmnBrdaLX5C1AmuKRJwLe1Wqnqm3qy5wpP8',
      LATCH: '2UokEu3zFtrfmhHfvBgmyh34tGcmhYcpzKp6Fnpp1UJE',
    },
  },
  {
    index: 1,
    address: '92vN1Sge5PyaLX9nE8P3PuUmhD8SMg2BDHaCEbVhho5e',
    secretKey:
      '9qhKnzfwpx5kgoCSEn3NwziZj6Fffxwc5M6eCi6f1zgRyUDnvB7BUYjf8bEts43vnxZtA5MhhCpmvpiva5fbhAk',
    seedLabel: 'latch-devnet/solana/dev-account/1',
    tokenAccounts: {
      USDC: 'uuwhXBLMNTaE9jqa2JXwVTrMwNAmb7qmP2JoF86EsP7',
      LATCH: 'BnEkjCvd7kMbpbHzgeFay6232EcLV9sW59sVyZw3FShz',
    },
  },
  {
    index: 2,
    address: '7ZfPBZn5ordBkLiKmJHGJdLKVYAG7u9wj6yc9QgQLmv2',
    secretKey:
      'MEsLUxPQz72hjqUU7vCeDpW3i6hpeaPqXwRMo9qaCjEwnLxCuQxQ34QZSwUVPEh7Gt1KN95yuKtsq2R5P898f9U',
    seedLabel: 'latch-devnet/solana/dev-account/2',
    tokenAccounts: {
      USDC: '3fg4GXbzY64jReCVpKzS9qua6sMUw9ejY4jJzD7Spew3',
      LATCH: '7CjLJgWY3T4M9Q7TwtagGAEDXJyATinXA83CycYvQ3iw',
    },
  },
  {
    index: 3,
    address: 'HzMbxZJqc7HJ7YfU8Ww62xKZFC9PUrmxMeA2EahARdbp',
    secretKey:
      '42c5xHZsGorn73NFDKtd5m6CpQS2YLL6Z4B5Fxrx8Dq9FRXqpwbDJjdxKqssk9bjR6jtn9Q6u6yPZjuTKAfhCMqU',
    seedLabel: 'latch-devnet/solana/dev-account/3',
    tokenAccounts: {
      USDC: 'DqkazohNjKkaZwGUv52tfUp8uyNtB8BVCfNteVxXafsF',
      LATCH: 'BrWo7pXXAoTJGt7RJProME3M3TkZ4KUCarSA4C5ZBucH',
    },
  },
]

/**
 * The faucet: pays `requestAirdrop` and is the mint authority of every devnet mint (none has a
 * freeze authority), so tools can mint more with it.
 */
export const SOLANA_DEVNET_FAUCET: SolanaDevnetKeypair = {
  address: '88JnoemBQcpK4r1S2cnv3587CwUu3xdJhEyGTRcWkzBh',
  secretKey:
    '2GhX1bBYFbAYEDtnPBnWqrH15oSShLRPiYFcsxhwHx5ZvSAntEbMprLLBchA4r57XPk3TTd3rxhf2TEp887tbKSf',
  seedLabel: 'latch-devnet/solana/faucet',
}

/** Devnet USD coin: 6 decimals like USDC. */
export const SOLANA_DEVNET_USDC: SolanaDevnetMint = {
  symbol: 'USDC',
  name: 'Latch Devnet USDC',
  decimals: 6,
  address: '33qQ9MmLNbuyLStx5TdkogjafjfttToSLX7mM3SgcUzT',
  secretKey:
    '5EUXQFm9v2YkuWtw1m5CseosJM4TekZM1sGDcx4dgEfgb5XJe8VugSEN1f9nfYgPg1yYhRzz2C5xo8Wb4mcM7rVD',
  seedLabel: 'latch-devnet/solana/mint/USDC',
}

/** A second devnet token with 9 decimals, like most Solana-native tokens. */
export const SOLANA_DEVNET_LATCH: SolanaDevnetMint = {
  symbol: 'LATCH',
  name: 'Latch Devnet Token',
  decimals: 9,
  address: '47DLypGzRfbqmwmRvLeQEwGycyyZQpJkgs2FAyc7UDgA',
  secretKey:
    '4w2PUGpknR1wmFhNQmd7YZxKXtABSmdhpYnhWCdyH3cuTBTHQeUtCm52Aet4VmwRzpqyUoSQSzLCUrPb4ZFeuUmL',
  seedLabel: 'latch-devnet/solana/mint/LATCH',
}

/** Every devnet mint, in creation order. */
export const SOLANA_DEVNET_MINTS: readonly SolanaDevnetMint[] = [
  SOLANA_DEVNET_USDC,
  SOLANA_DEVNET_LATCH,
]

/** Program ids the devnet ships (litesvm's default programs). */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'
