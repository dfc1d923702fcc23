import type { Logger } from '../client/logger.ts'
import type { SiwxMessageFields } from '../siwx/message.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { AccountType, Connector } from './connector.ts'
import type { CaipNetwork } from './network.ts'

/** What an adapter reports after connecting or reconnecting. */
export type AdapterConnection = {
  /** The selected account's address. */
  address: string
  /** The chain the wallet is on (a number on eip155, the CAIP-2 reference elsewhere). */
  chainId: number | string
  accounts: { address: string; type: AccountType }[]
  /** The selected account is a smart account with code on the chain (SPEC §3). */
  smartAccountDeployed?: boolean
}

/** Callbacks an adapter uses to report what the wallet did on its own. */
export type AdapterContext = {
  /** Networks of this adapter's namespace the site configured. */
  networks: readonly CaipNetwork[]
  logger: Logger
  /** The full, current list of this adapter's connectors (replaces the previous one). */
  setConnectors(connectors: Connector[]): void
  /** The wallet changed accounts; an empty list means it disconnected us. */
  accountsChanged(parameters: { connectorId: string; accounts: string[] }): void
  chainChanged(parameters: { connectorId: string; chainId: number | string }): void
  disconnected(parameters: { connectorId: string }): void
}

/** What `ChainAdapter.connect` and `reconnect` receive: the connector, and the network to use. */
export type ConnectParameters = { connectorId: string; network: CaipNetwork }

/**
 * A chain namespace's adapter (`@latch/evm`, `@latch/solana` …). Core speaks CAIP only; chain
 * specifics stay here. Errors from wallets keep their EIP-1193 / JSON-RPC `code` so core can
 * classify them (4001 rejected, 4902 unknown chain …).
 */
export type ChainAdapter = {
  namespace: ChainNamespace
  /** Starts connector discovery; returns a function that stops it. */
  setup(context: AdapterContext): () => void
  /** Asks the wallet to connect (may prompt). */
  connect(parameters: ConnectParameters): Promise<AdapterConnection>
  /**
   * Restores a stored connection without prompting; `undefined` when the wallet no longer
   * grants access. May wait briefly for the connector to appear.
   */
  reconnect(parameters: ConnectParameters): Promise<AdapterConnection | undefined>
  disconnect(parameters: { connectorId: string }): Promise<void>
  switchNetwork(parameters: { connectorId: string; network: CaipNetwork }): Promise<void>
  /** The native balance as a decimal string in whole units (e.g. '1.5'). */
  getBalance(parameters: { address: string; network: CaipNetwork }): Promise<{
    balance: string
    symbol: string
  }>
  signMessage(parameters: {
    connectorId: string
    address: string
    message: string
  }): Promise<string>
  /**
   * Signs in through the wallet's own sign-in method when it has one (Wallet Standard
   * `solana:signIn`). `message` is `formatSiwxMessage(fields)`; resolves with the exact text
   * the wallet signed and its signature (base58 on solana). A refusal keeps the wallet's code
   * (4001). Optional: without it core signs `message` with `signMessage` (P8 contract §2).
   */
  signIn?(parameters: {
    connectorId: string
    fields: SiwxMessageFields
    message: string
  }): Promise<{ message: string; signature: string }>
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  /**
   * Sends `amount` of a token (an ERC-20, an SPL mint) or, without `token`, of the native
   * currency; resolves with the hash (signature on solana). Optional: core falls back to
   * `sendTransaction` for native sends when an adapter lacks it.
   */
  sendToken?(parameters: SendTokenAdapterParameters): Promise<string>
  /** The network fee such a send would cost, in the native currency's smallest unit. */
  estimateSendFee?(parameters: Omit<SendTokenAdapterParameters, 'connectorId'>): Promise<bigint>
  /**
   * Optional: one JSON-RPC call to `network`'s RPC (a read, or a signed transaction to send) over
   * the adapter's transport for it (`@latch/evm`: viem's `http` / ranked `fallback`, SPEC §7).
   * Core's own chain reads (receipts) go through it when present, else over a plain fetch of the
   * network's URLs in order.
   */
  request?(parameters: {
    network: CaipNetwork
    method: string
    params?: readonly unknown[] | undefined
  }): Promise<unknown>
  /** The wallet's own provider object (EIP-1193 on eip155), for site code. */
  getProvider(connectorId: string): unknown
  /**
   * Optional: given the embedded wallet's provider (EIP-1193 on eip155) when the client sets the
   * adapter up, so an adapter that mirrors connections into a library (wagmi) can follow the
   * email / social login too. Returns a function that stops following.
   */
  followEmbeddedProvider?(provider: unknown): () => void
}

/** What `ChainAdapter.sendTransaction` receives: a native transfer (or a call with `data`). */
export type SendTransactionParameters = {
  connectorId: string
  network: CaipNetwork
  from: string
  to: string
  /** In the chain's smallest unit. */
  value: bigint
  data?: string
  /**
   * Gas limit the site sets (eip155), e.g. a swap's estimate made with its quote; without it
   * the wallet estimates.
   */
  gas?: bigint
}

/** What `ChainAdapter.sendToken` receives: an amount of a token (or the native currency) to send. */
export type SendTokenAdapterParameters = {
  connectorId: string
  network: CaipNetwork
  from: string
  /** The receiver's address (already resolved from a name). */
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  /** The token contract (eip155) or mint (solana) address, not CAIP-10; absent for native. */
  token?: { address: string; decimals: number }
}
