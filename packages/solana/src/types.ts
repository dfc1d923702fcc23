import type { SolanaCommitment } from '@latch/core/adapter'
import type { ReadonlyUint8Array } from '@solana/kit'

// The Wallet Standard shapes the adapter reads (github.com/wallet-standard/wallet-standard and
// the Solana features of @solana/wallet-standard-features), written out structurally so the
// package needs no dependency for them. They are as wide as the official ones or wider, so a
// wallet built on those fits (the tests pass @latch/test-wallet's, typed with the originals).

/** A Wallet Standard chain id, e.g. `solana:mainnet`. */
export type WalletChain = `${string}:${string}`

/** An account a wallet authorized the site to use. */
export type StandardWalletAccount = {
  /** Base58 public key. */
  readonly address: string
  readonly publicKey: ReadonlyUint8Array
  readonly chains: readonly WalletChain[]
  readonly features: readonly WalletChain[]
  readonly label?: string
  readonly icon?: string
}

/** A wallet registered through the Wallet Standard (`wallet-standard:register-wallet`). */
export type StandardWallet = {
  readonly version: '1.0.0'
  readonly name: string
  /** A data URI. */
  readonly icon: string
  readonly chains: readonly WalletChain[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccount[]
}

/** What a wallet reports through `standard:events` `change`. */
export type StandardWalletChange = {
  accounts?: readonly StandardWalletAccount[]
  chains?: readonly WalletChain[]
  features?: Readonly<Record<string, unknown>>
}

export type StandardConnectFeature = {
  readonly version: string
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardWalletAccount[] }>
}

export type StandardDisconnectFeature = {
  readonly version: string
  disconnect(): Promise<void>
}

export type StandardEventsFeature = {
  readonly version: string
  on(event: 'change', listener: (properties: StandardWalletChange) => void): () => void
}

/** Transaction versions a Solana feature accepts. */
export type SolanaTransactionVersion = 'legacy' | 0 | 1

export type SolanaSignMessageFeature = {
  readonly version: string
  signMessage(
    ...inputs: { account: StandardWalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

export type SolanaSignAndSendTransactionFeature = {
  readonly version: string
  readonly supportedTransactionVersions: readonly SolanaTransactionVersion[]
  signAndSendTransaction(
    ...inputs: {
      account: StandardWalletAccount
      chain: WalletChain
      transaction: Uint8Array
      options?: { preflightCommitment?: SolanaCommitment; commitment?: SolanaCommitment }
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

export type SolanaSignTransactionFeature = {
  readonly version: string
  readonly supportedTransactionVersions: readonly SolanaTransactionVersion[]
  signTransaction(
    ...inputs: {
      account: StandardWalletAccount
      chain?: WalletChain
      transaction: Uint8Array
      options?: { preflightCommitment?: SolanaCommitment }
    }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}

/**
 * Sign In With Solana's input: the message fields as text, `chainId` as the message writes it
 * (`devnet` …). A wallet builds the message from them; absent fields stay out of it.
 */
export type SolanaSignInInput = {
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

export type SolanaSignInFeature = {
  readonly version: string
  signIn(...inputs: SolanaSignInInput[]): Promise<
    readonly {
      account: StandardWalletAccount
      signedMessage: Uint8Array
      signature: Uint8Array
      signatureType?: 'ed25519'
    }[]
  >
}

/** The features the adapter uses, by their Wallet Standard names. */
export type SolanaWalletFeatures = {
  'standard:connect': StandardConnectFeature
  'standard:disconnect'?: StandardDisconnectFeature
  'standard:events'?: StandardEventsFeature
  'solana:signMessage'?: SolanaSignMessageFeature
  'solana:signIn'?: SolanaSignInFeature
  'solana:signAndSendTransaction'?: SolanaSignAndSendTransactionFeature
  'solana:signTransaction'?: SolanaSignTransactionFeature
}

/** What a site may override on a discovered connector, by connector id. */
export type WalletInfoOverride = { name?: string; imageUrl?: string }
