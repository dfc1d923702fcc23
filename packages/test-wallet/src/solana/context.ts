import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import type { TestWalletApproval, TestWalletPolicy, TestWalletStatus } from '../types.ts'
import type { SolanaKey } from './createSolanaKey.ts'
import type { SolanaChain, SolanaTestWalletInfo } from './types.ts'

/** The mutable state of one Solana test wallet, shared by its features. Internal. */
export type SolanaWalletContext = {
  readonly keys: readonly SolanaKey[]
  selectedIndex: number
  /** Whether the app was given the account (the "trusted app" of real wallets). */
  authorized: boolean
  locked: boolean
  policy: TestWalletPolicy
  readonly info: SolanaTestWalletInfo
  readonly chains: readonly SolanaChain[]
  readonly rpcUrl: string
  readonly window: Window | undefined
  readonly requests: string[]
  readonly approvals: TestWalletApproval[]
  /** Tells `standard:events` listeners. */
  emitChange(properties: StandardEventsChangeProperties): void
}

/** The status an app observes. */
export function solanaStatusOf(context: SolanaWalletContext): TestWalletStatus {
  if (context.locked) return 'locked'
  return context.authorized ? 'connected' : 'disconnected'
}

/** The selected key. */
export function selectedKey(context: SolanaWalletContext): SolanaKey {
  return context.keys[context.selectedIndex]!
}

/** `wallet.accounts`: the selected account once connected and unlocked, else none. */
export function exposedAccounts(context: SolanaWalletContext): readonly WalletAccount[] {
  return context.authorized && !context.locked ? [selectedKey(context).account] : []
}

/**
 * Applies `update` to the context and emits `change` with the accounts when what the app sees
 * changed, as the Wallet Standard asks of wallets. Every account change goes through here.
 */
export function updateAccounts(context: SolanaWalletContext, update: () => void): void {
  const before = exposedAccounts(context)
  update()
  const after = exposedAccounts(context)
  const same = before.length === after.length && before.every((account, i) => account === after[i])
  if (!same) context.emitChange({ accounts: after })
}
