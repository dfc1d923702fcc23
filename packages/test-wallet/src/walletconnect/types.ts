/** How the wallet answers: approve everything, or decline with the proper code. */
export type WalletConnectPolicy = 'approve' | 'reject'

/** Options of {@link createWalletConnectTestWallet}. */
export type WalletConnectTestWalletOptions = {
  /** The relay, e.g. `ws://127.0.0.1:8787` (the server's own port). */
  relayUrl: string
  /** A devnet dev key (0x + 64 hex). */
  privateKey: `0x${string}`
  /** RPC per eip155 chain id the wallet offers, e.g. `{ 31337: 'http://127.0.0.1:8545' }`. */
  evmRpcUrls: Record<number, string>
  /** Session proposals and one-click sign-in requests. @defaultValue `'approve'` */
  policy?: WalletConnectPolicy
  /** personal_sign / eth_sendTransaction. @defaultValue `'approve'` */
  requestPolicy?: WalletConnectPolicy
  /** The code a declined request gets: EIP-1193 4001 or WalletConnect 5000. @defaultValue 4001 */
  requestRejectionCode?: 4001 | 5000
  /** A Solana account too: granted when the dapp proposes `chainId`; answers solana_signMessage. */
  solana?: { secretKey: string | Uint8Array; chainId: `solana:${string}` }
  /**
   * Answer one-click sign-in (`wc_sessionAuthenticate`, by `policy`); `false` leaves it to the
   * SDK's fallback session proposal, as a wallet without the feature. @defaultValue `true`
   */
  authenticate?: boolean
  /** @defaultValue `'latch-test'` */
  projectId?: string
  /** Name the dapp sees. @defaultValue `'Latch Test Wallet'` */
  name?: string
}

/** One session request the wallet saw, and how it answered. */
export type WalletConnectRequestRecord = {
  method: string
  chainId: string
  params: unknown
  result?: unknown
  error?: { code: number; message: string }
}

/** One one-click sign-in request (`wc_sessionAuthenticate`) the wallet saw. */
export type WalletConnectAuthenticationRecord = {
  domain: string
  /** The chains asked for (CAIP-2). */
  chains: string[]
  /** The exact text signed, one per chain it signed for. */
  messages: string[]
  decision?: 'approved' | 'rejected'
}

/** A WalletConnect wallet (WalletKit) in Node, driven by the test. */
export type WalletConnectTestWallet = {
  /** The dev account's address. */
  readonly address: `0x${string}`
  /** The Solana account's address (base58), when `solana` was given. */
  readonly solanaAddress: string | undefined
  /** Session proposals approved / rejected so far. */
  readonly approvals: number
  readonly rejections: number
  /** Every session request, oldest first. */
  readonly requests: readonly WalletConnectRequestRecord[]
  /** Every one-click sign-in request, oldest first (answers count as proposals too). */
  readonly authentications: readonly WalletConnectAuthenticationRecord[]
  /** Topics of the wallet's active sessions. */
  sessions(): string[]
  /** Pairs with a dapp's `wc:` uri; the proposal is answered by `policy`. */
  pair(uri: string): Promise<void>
  /** Resolves once a proposal was answered (approved or rejected) after `count` earlier ones. */
  waitForProposal(count?: number): Promise<'approved' | 'rejected'>
  setPolicy(policy: WalletConnectPolicy): void
  setRequestPolicy(policy: WalletConnectPolicy): void
  /** Ends every session from the wallet's side (the dapp sees session_delete). */
  disconnect(): Promise<void>
  /** Tells the dapp the wallet switched accounts (addresses, eip155). */
  emitAccountsChanged(accounts: string[], chainId?: number): Promise<void>
  /** Tells the dapp the wallet switched chains. */
  emitChainChanged(chainId: number): Promise<void>
  /** Closes the relay socket. */
  close(): Promise<void>
}
