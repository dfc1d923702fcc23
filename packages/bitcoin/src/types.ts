// The Wallet Standard shapes the adapter reads (github.com/wallet-standard/wallet-standard and
// the Bitcoin features of the `@exodus/bitcoin-wallet-standard` set), written out structurally
// so the package needs no dependency for them.

/** A Wallet Standard chain id, e.g. `bitcoin:mainnet`. */
export type WalletChain = `${string}:${string}`

/** What a Bitcoin address is for, as `bitcoin:connect` and sats-connect name it. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** An account a wallet authorized the site to use. Bitcoin wallets add its `purpose`. */
export type StandardWalletAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly WalletChain[]
  readonly features: readonly WalletChain[]
  readonly label?: string
  readonly icon?: string
  readonly purpose?: string
}

/** A wallet registered through the Wallet Standard (`wallet-standard:register-wallet`). */
export type StandardWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly WalletChain[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccount[]
}

/** `bitcoin:connect`: the accounts come back in the order of `purposes`. */
export type BitcoinConnectFeature = {
  readonly version: string
  connect(input: {
    purposes: BitcoinAddressPurpose[]
  }): Promise<{ accounts: readonly StandardWalletAccount[] }>
}

/** `bitcoin:signMessage`: BIP-322 where the wallet implements it (the signature's bytes). */
export type BitcoinSignMessageFeature = {
  readonly version: string
  signMessage(
    ...inputs: { account: StandardWalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

export type StandardDisconnectFeature = { readonly version: string; disconnect(): Promise<void> }

export type StandardEventsFeature = {
  readonly version: string
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly StandardWalletAccount[] }) => void,
  ): () => void
}

/** What a site may override on a discovered connector, by connector id. */
export type WalletInfoOverride = { name?: string; imageUrl?: string }

/**
 * A sats-connect provider (WBIP001 `request`), as Xverse injects at
 * `window.XverseProviders.BitcoinProvider` and others at `window.BitcoinProvider`: answers a
 * JSON-RPC 2.0 response object (`result` or `error` with a code).
 */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
}

/** One account of a Bitcoin connection, as the adapter hands it on. */
export type BitcoinAccount = { address: string; purpose: BitcoinAddressPurpose }

/**
 * What the adapter needs of a Bitcoin wallet, whichever protocol it speaks: Wallet Standard
 * features or a sats-connect provider.
 */
export type BitcoinWallet = {
  readonly name: string
  readonly icon?: string
  /** Wallet Standard chain ids it reports (`bitcoin:mainnet` …); empty when it doesn't say. */
  readonly chains: readonly WalletChain[]
  /** Asks for the payment and ordinals addresses (may prompt). */
  connect(): Promise<BitcoinAccount[]>
  /** The accounts granted in this page so far; `undefined` when it can't tell. */
  grantedAccounts(): BitcoinAccount[] | undefined
  /** The accounts the wallet still grants the site, never prompting (empty when none). */
  restore(): Promise<BitcoinAccount[]>
  /** Signs `message` with `address` (BIP-322 where offered); the signature in base64. */
  signMessage(address: string, message: string): Promise<string>
  disconnect(): Promise<void>
  /** Calls back with the wallet's own account changes; returns a function that stops it. */
  subscribe(onAccounts: (accounts: BitcoinAccount[]) => void): () => void
  /** The object the page gave us (the Wallet Standard wallet or the sats-connect provider). */
  readonly provider: unknown
}
