import type {
  TestWalletApproval,
  TestWalletChain,
  TestWalletEventMap,
  TestWalletInfo,
  TestWalletPolicy,
  TestWalletStatus,
} from './types.ts'
import type { WalletAccount } from './walletAccount.ts'

/**
 * The mutable state one wallet keeps, shared by its request handlers. Internal: tests and dapps
 * see it only through `TestWallet` and the provider.
 */
export type WalletContext = {
  /** Contract accounts first, then key accounts (the order of `addresses`). */
  readonly accounts: readonly WalletAccount[]
  selectedIndex: number
  /** Every chain the wallet can reach, known or not, by id. */
  readonly chains: Map<number, TestWalletChain>
  /** The chain ids a dapp may switch to. */
  readonly knownChainIds: Set<number>
  chainId: number
  /** Whether the page was given the accounts (the "connected origin" of real wallets). */
  permitted: boolean
  locked: boolean
  policy: TestWalletPolicy
  readonly confirmChainSwitch: boolean
  readonly switchOnAddChain: boolean
  readonly info: TestWalletInfo
  readonly window: Window | undefined
  readonly requests: string[]
  readonly approvals: TestWalletApproval[]
  emit<E extends keyof TestWalletEventMap>(
    event: E,
    ...args: Parameters<TestWalletEventMap[E]>
  ): void
  /** Runs `task` after every earlier task queued here (nonce-safe sending). */
  serialize<T>(task: () => Promise<T>): Promise<T>
}

/** The status a dapp observes, derived from the context (one source of truth). */
export function statusOf(context: WalletContext): TestWalletStatus {
  if (context.locked) return 'locked'
  return context.permitted ? 'connected' : 'disconnected'
}

/** The selected account. */
export function selectedAccount(context: WalletContext): WalletAccount {
  return context.accounts[context.selectedIndex]!
}

/** The current chain (always known and present in `chains`). */
export function currentChain(context: WalletContext): TestWalletChain {
  return context.chains.get(context.chainId)!
}

/** The origin the wallet reports in prompts and permissions. */
export function originOf(context: { readonly window: Window | undefined }): string {
  return context.window?.location?.origin ?? 'unknown origin'
}
