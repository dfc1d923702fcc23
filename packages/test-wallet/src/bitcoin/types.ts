import type { IdentifierString, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type { TestWalletApproval, TestWalletPolicy, TestWalletStatus } from '../types.ts'

/** The Bitcoin network the wallet's addresses are on; its chain is `bitcoin:<name>`. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest'

/** What an address is for: paying (P2WPKH here) or holding inscriptions (P2TR here). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** A Wallet Standard account with the purpose it was granted for (as Bitcoin wallets add). */
export type BitcoinWalletAccount = WalletAccount & { readonly purpose: BitcoinAddressPurpose }

/** `bitcoin:connect` (the `@exodus/bitcoin-wallet-standard-features` shape). */
export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0'
    connect(input: {
      readonly purposes: readonly BitcoinAddressPurpose[]
    }): Promise<{ readonly accounts: readonly BitcoinWalletAccount[] }>
  }
}

/** `bitcoin:signMessage`: the signature is the BIP-322 "simple" witness, as bytes. */
export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0'
    signMessage(
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

/** The features the Bitcoin test wallet implements. */
export type BitcoinTestWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

/** The name and icon apps show, and the key tests steer the wallet by. */
export type BitcoinTestWalletInfo = {
  name: string
  /** Key of `window.__latchTestWallets`. */
  rdns: string
  /** `data:image/…;base64,…`, as the Wallet Standard requires. */
  icon: WalletIcon
}

/** Options of {@link createBitcoinTestWallet}. */
export type CreateBitcoinTestWalletOptions = {
  /**
   * The BIP-39 mnemonic the keys derive from (BIP-84 payment, BIP-86 ordinals, account 0).
   * @defaultValue the well-known dev mnemonic `test test … junk` (never hold real funds on it)
   */
  mnemonic?: string
  /** The network of its addresses. @defaultValue `'testnet'` */
  network?: BitcoinNetworkName
  /** @defaultValue `'approve'` */
  policy?: TestWalletPolicy
  /** Identity; missing fields take the defaults ("Latch Test Wallet", the EVM side's icon). */
  info?: Partial<BitcoinTestWalletInfo>
  /** The window prompts render into and whose origin is reported. @defaultValue `globalThis.window` */
  window?: Window
}

/**
 * A Bitcoin test wallet: a Wallet Standard `Wallet` (`bitcoin:connect`, `bitcoin:signMessage`,
 * `standard:disconnect`, `standard:events`) plus the controls a test holds.
 */
export type BitcoinTestWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: WalletIcon
  readonly chains: readonly IdentifierString[]
  /** The accounts the app was granted (payment and/or ordinals); none before connecting. */
  readonly accounts: readonly BitcoinWalletAccount[]
  readonly features: BitcoinTestWalletFeatures
  readonly info: BitcoinTestWalletInfo
  readonly status: TestWalletStatus
  readonly connected: boolean
  readonly policy: TestWalletPolicy
  readonly network: BitcoinNetworkName
  /** The payment address (what sites select by default). */
  readonly address: string
  /** The payment (P2WPKH) and ordinals (P2TR) addresses. */
  readonly addresses: Readonly<Record<BitcoinAddressPurpose, string>>
  /** Every feature method an app called (`'bitcoin:connect'`, `'bitcoin:signMessage'` …). */
  readonly requests: readonly string[]
  /** Every approval asked for and its answer, in order (a snapshot). */
  readonly approvals: readonly TestWalletApproval[]
  setPolicy(policy: TestWalletPolicy): void
}

/** What the wallet's `change` listeners receive. Internal. */
export type BitcoinChangeListener = StandardEventsListeners['change']
