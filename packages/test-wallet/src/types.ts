import type { Address, Hex } from 'viem'
import type { ProviderRpcError } from './errors/ProviderRpcError.ts'

/** How the wallet answers requests that need the user's consent. */
export type TestWalletPolicy = 'approve' | 'reject' | 'prompt'

/** Where the wallet stands towards the page: EIP-1193 states as a dapp sees them. */
export type TestWalletStatus = 'disconnected' | 'connected' | 'locked'

/** The native currency of a chain, as EIP-3085 describes it. */
export type TestWalletNativeCurrency = { name: string; symbol: string; decimals: number }

/** A chain the wallet can talk to: its id and the JSON-RPC endpoint reads are forwarded to. */
export type TestWalletChain = {
  chainId: number
  name: string
  /** HTTP JSON-RPC endpoint of the chain (anvil: `http://127.0.0.1:8545`). */
  rpcUrl: string
  /** @defaultValue `{ name: 'Ether', symbol: 'ETH', decimals: 18 }` */
  nativeCurrency?: TestWalletNativeCurrency
}

/** The EIP-6963 identity the wallet announces. */
export type TestWalletInfo = {
  name: string
  /** Reverse-DNS id, the key of `window.__latchTestWallets`. */
  rdns: string
  /** A `data:` URI (SVG or PNG). */
  icon: string
  /** Unique per page load; generated when omitted. */
  uuid: string
}

/**
 * A smart-contract account the wallet acts as (EIP-1271): the page sees `address`, and the
 * wallet signs with the owner's key, as smart-account wallets do. The contract must accept the
 * owner's signature over the hash (`isValidSignature`), like the devnet's contract wallet.
 */
export type TestWalletContractAccount = {
  /** The contract's address: what `eth_accounts` answers. */
  address: Address
  /** Private key of the EOA that owns the contract; its signatures are the contract's. */
  ownerPrivateKey: Hex
  /**
   * ERC-6492: the factory that deploys the contract, and the call that does it. While the
   * contract has no code on the current chain, `personal_sign` and `eth_signTypedData_v4`
   * answer the owner's signature wrapped with these (and the 6492 magic suffix); once it is
   * deployed, the plain signature. Without them an undeployed account signs unwrapped.
   */
  factory?: Address
  factoryData?: Hex
}

/** Options of {@link createTestWallet}. */
export type CreateTestWalletOptions = {
  /**
   * Dev private keys (EOA accounts). The first account, contract accounts before key accounts,
   * is the selected one. May be empty when `contractAccounts` is not.
   */
  privateKeys: readonly Hex[]
  /**
   * Smart-contract accounts (EIP-1271, ERC-6492 while undeployed), listed before the key
   * accounts in `addresses`, so the first is selected at start. Transactions from one are sent
   * by its owner as the contract's `execute(target, value, data)`.
   * @defaultValue `[]`
   */
  contractAccounts?: readonly TestWalletContractAccount[]
  /** Every chain the wallet may ever use (ids must be unique). */
  chains: readonly TestWalletChain[]
  /**
   * Which of `chains` the wallet knows at start; the rest answer 4902 until a dapp adds them
   * with `wallet_addEthereumChain`. @defaultValue every chain in `chains`
   */
  knownChainIds?: readonly number[]
  /** The chain selected at start; must be known. @defaultValue the first known chain */
  chainId?: number
  /** @defaultValue `'approve'` */
  policy?: TestWalletPolicy
  /**
   * The page was given the accounts before (an extension remembers the sites it connected):
   * `eth_accounts` answers at once and signing works without a new `eth_requestAccounts`.
   * @defaultValue `false`
   */
  permitted?: boolean
  /**
   * Whether `wallet_switchEthereumChain` asks for approval like the other prompts (real wallets
   * do; most tests don't want the extra step). @defaultValue `false`
   */
  confirmChainSwitch?: boolean
  /**
   * Whether an approved `wallet_addEthereumChain` also makes the chain current (MetaMask asks to
   * switch right after adding, and wagmi's injected connector expects it). EIP-3085 allows
   * either; turn it off to test dapps that switch explicitly after adding. @defaultValue `true`
   */
  switchOnAddChain?: boolean
  /** EIP-6963 identity; missing fields take the defaults ("Latch Test Wallet"…). */
  info?: Partial<TestWalletInfo>
  /** The window prompts render into and whose origin is reported. @defaultValue `globalThis.window` */
  window?: Window
}

/** An EIP-1193 request as dapps send it. */
export type TestWalletRequest = { method: string; params?: unknown }

/** Listeners of the EIP-1193 events the wallet emits. */
export type TestWalletEventMap = {
  accountsChanged: (accounts: Address[]) => void
  chainChanged: (chainId: Hex) => void
  connect: (info: { chainId: Hex }) => void
  disconnect: (error: ProviderRpcError) => void
}

/** The EIP-1193 provider of a test wallet; hand it to viem's `custom()` transport or wagmi. */
export type TestWalletProvider = {
  request(args: TestWalletRequest): Promise<unknown>
  on<E extends keyof TestWalletEventMap>(
    event: E,
    listener: TestWalletEventMap[E],
  ): TestWalletProvider
  removeListener<E extends keyof TestWalletEventMap>(
    event: E,
    listener: TestWalletEventMap[E],
  ): TestWalletProvider
  /** Marks this provider when it is set as `window.ethereum`. */
  readonly isLatchTestWallet: true
}

/** One approval the wallet asked for, and how it was answered. */
export type TestWalletApproval = {
  method: string
  decision: 'approved' | 'rejected'
}

/** A test wallet: the provider a dapp sees plus the controls a test holds. */
export type TestWallet = {
  readonly provider: TestWalletProvider
  readonly info: TestWalletInfo
  readonly status: TestWalletStatus
  /** `true` when the page has been given the accounts and the wallet is not locked. */
  readonly connected: boolean
  readonly policy: TestWalletPolicy
  /** The selected account. */
  readonly address: Address
  /** Every account: the contract accounts, then those of `privateKeys`, in order. */
  readonly addresses: readonly Address[]
  /** The current chain id. */
  readonly chainId: number
  /** Chain ids the wallet knows now (the ones `wallet_switchEthereumChain` accepts). */
  readonly knownChainIds: readonly number[]
  /** Every method a dapp requested, in order (a snapshot). */
  readonly requests: readonly string[]
  /** Every approval asked for and its answer, in order (a snapshot). */
  readonly approvals: readonly TestWalletApproval[]
  setPolicy(policy: TestWalletPolicy): void
  /** Selects another account; emits `accountsChanged` if the page is connected. */
  setAccount(index: number): void
  /** As if the user switched chain in the wallet's own UI; emits `chainChanged`. */
  switchChainExternally(chainId: number): void
  /** Locks the wallet: `accountsChanged []` then `disconnect` (4900); reads fail until unlocked. */
  lock(): void
  /** Unlocks after {@link TestWallet.lock}: emits `connect` and, if connected, `accountsChanged`. */
  unlock(): void
}
