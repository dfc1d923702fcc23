import type { EmbeddedRuntime } from '../embedded/types.ts'
import type { SiwxRuntime } from '../siwx/types.ts'
import type { PairingRun, WalletConnectEntry } from '../walletconnect/types.ts'

/** `reportError`'s window (SPEC §7–§8): the server's answer, the recent reports, a 403 seen. */
export type ErrorReportWindow = {
  /** The analytics config's answer, asked once. */
  enabled?: Promise<boolean>
  /** When the reports of the last 60 s were sent (ms since epoch). */
  sent: number[]
  /** The host answered 403 once: no more reports from this client. */
  forbidden: boolean
}

/**
 * What one client's actions keep between calls besides the store: calls in flight, the latest
 * read of a list, rate windows, the WalletConnect SDK. Views never render any of it (that is the
 * store's), nothing of it is persisted, and it goes with the client: two clients on one page
 * share none of it, and neither do two copies of this module. A part is made by the first call
 * that needs it, so its shape ships with that action's code, not at load.
 */
export type ClientRuntime = {
  /** Calls in flight per key (see `shared`): a second call gets the first one's promise. */
  pending: Map<string, Promise<unknown>>
  /** The latest NFT read: an older answer arriving late must not win. */
  latestNftsRead?: object
  /** The latest first-page activity read: an older answer arriving late must not win. */
  latestActivityRead?: object
  /** The CAIP-2 ids the blockchain API serves, asked once (see `getServedChains`). */
  servedChains?: Promise<ReadonlySet<string>>
  errorReports?: ErrorReportWindow
  /** The Connect view's directory wallets, read since the modal last closed. */
  connectWallets?: Promise<undefined>
  walletConnect?: WalletConnectEntry
  pairing?: PairingRun
  /** The sign-in flow's memory, once its code has loaded (see `getSiwx`). */
  siwx?: SiwxRuntime
  /** The embedded wallet's frame and its pending requests, once email login is used. */
  embedded?: EmbeddedRuntime
}

/** A client's runtime state as it starts: nothing in flight, nothing read. */
export function createClientRuntime(): ClientRuntime {
  return { pending: new Map() }
}
