import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { TestWalletApproval, TestWalletPolicy, TestWalletStatus } from '../types.ts'

/** A Solana chain id as the Wallet Standard writes it (`solana:<CAIP-2 reference or name>`). */
export type SolanaChain = `solana:${string}`

/**
 * A 64-byte ed25519 secret key (seed then public key): base58 as Phantom exports it, bytes, or
 * the number array of a Solana CLI key file.
 */
export type SolanaSecretKey = string | Uint8Array | readonly number[]

/** The features the Solana test wallet implements. */
export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

/** The name and icon apps show, and the key tests steer the wallet by. */
export type SolanaTestWalletInfo = {
  name: string
  /** Key of `window.__latchTestWallets`. */
  rdns: string
  /** `data:image/…;base64,…`, as the Wallet Standard requires. */
  icon: WalletIcon
}

/** Options of {@link createSolanaTestWallet}. */
export type CreateSolanaTestWalletOptions = {
  /** Dev secret keys; the first one is the selected account. */
  secretKeys: readonly SolanaSecretKey[]
  /** HTTP JSON-RPC endpoint transactions are sent to (local devnet: `http://127.0.0.1:8899`). */
  rpcUrl: string
  /**
   * Chains the wallet reports; all of them are served by `rpcUrl`.
   * @defaultValue `['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:devnet', 'solana:localnet']`
   */
  chains?: readonly SolanaChain[]
  /** @defaultValue `'approve'` */
  policy?: TestWalletPolicy
  /** Identity; missing fields take the defaults ("Latch Test Wallet", the EVM side's icon). */
  info?: Partial<SolanaTestWalletInfo>
  /**
   * The page was given the accounts before (an extension remembers the sites it connected): a
   * silent `standard:connect` returns them without a prompt. @defaultValue `false`
   */
  permitted?: boolean
  /** The window prompts render into and whose origin is reported. @defaultValue `globalThis.window` */
  window?: Window
}

/**
 * A Solana test wallet: a Wallet Standard `Wallet` (what apps see: `version`, `name`, `icon`,
 * `chains`, `accounts`, `features`) plus the controls a test holds.
 */
export type SolanaTestWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: WalletIcon
  readonly chains: readonly IdentifierString[]
  /** The accounts the app may use: the selected one once connected and unlocked, else none. */
  readonly accounts: readonly WalletAccount[]
  readonly features: SolanaTestWalletFeatures
  readonly info: SolanaTestWalletInfo
  readonly status: TestWalletStatus
  /** `true` when the app has been given the account and the wallet is not locked. */
  readonly connected: boolean
  readonly policy: TestWalletPolicy
  /** Base58 address of the selected account. */
  readonly address: string
  /** Every account's address, in the order of `secretKeys`. */
  readonly addresses: readonly string[]
  /** Every feature method an app called (`'standard:connect'`, `'solana:signMessage'` …). */
  readonly requests: readonly string[]
  /** Every approval asked for and its answer, in order (a snapshot). */
  readonly approvals: readonly TestWalletApproval[]
  setPolicy(policy: TestWalletPolicy): void
  /** Selects another account; emits `change` with it if the app is connected. */
  setAccount(index: number): void
  /** Locks the wallet: the app loses its account (`change` with `accounts: []`). */
  lock(): void
  /** Unlocks after {@link SolanaTestWallet.lock}; a connected app gets its account back. */
  unlock(): void
}
