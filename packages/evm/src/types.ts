/** An EIP-1193 provider as wallets inject it (`window.ethereum`, EIP-6963 announcements). */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...arguments_: never[]) => void): unknown
  removeListener?(event: string, listener: (...arguments_: never[]) => void): unknown
}

/** EIP-6963 wallet identity. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** The detail of an `eip6963:announceProvider` event. */
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/** What a site may override on a discovered connector, by connector id (rdns or `injected`). */
export type WalletInfoOverride = { name?: string; imageUrl?: string }
