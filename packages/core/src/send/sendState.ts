import type { LatchError } from '../errors/base.ts'
import type { RouteEntry } from '../router/views.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { ResolvedReceiver, SendFee } from './types.ts'

/**
 * Where the Send flow stands: the form, the token list, the review, checking the transfer
 * (`preparing`), the wallet asking (`wallet`), then `sent` or `failed`.
 */
export type SendStep = 'form' | 'tokens' | 'review' | 'preparing' | 'wallet' | 'sent' | 'failed'

/** The receiver as typed, checked: an address is ready at once, a name once looked up. */
export type SendReceiverState =
  | { status: 'empty' }
  | { status: 'resolving' }
  | { status: 'ready'; receiver: ResolvedReceiver }
  /**
   * `message` is the error's SPEC §8 text ('Error resolving name' …); `error` the error itself
   * (`InvalidReceiverError`, `NameResolutionError` …), by which a view translates it.
   */
  | { status: 'error'; message: string; error?: LatchError | undefined }

/** The network fee of the transfer as the form stands. */
export type SendFeeState =
  /** The transfer is not complete yet: nothing to estimate. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; fee: SendFee }
  /** A node failed the estimate: the wallet shows its own fee before signing. */
  | { status: 'unavailable' }
  /** The kit knows this send can't go out as it stands (a receiver typo …): `message` says why. */
  | { status: 'refused'; message: string; error: LatchError }

/**
 * SPEC §3 Send state (`state.send`): what the WalletSend view shows, changed only by the send
 * actions (`setSendToken`, `setSendTokenAmount`, `setSendReceiverAddress` …). It belongs to one
 * WalletSend entry of the history; `state.send` is `undefined` again once that entry leaves it
 * (back, close).
 */
export type SendState = {
  /** The WalletSend entry this send belongs to. */
  entry: RouteEntry
  /** The namespace the send goes out on. */
  namespace: ChainNamespace
  /**
   * SPEC §3 "token": the token to send, by its address (CAIP-10 or plain, any case) among the
   * account's token balances; `undefined` is the native currency.
   */
  tokenAddress: string | undefined
  /** SPEC §3 sendTokenAmount: the amount in whole units, as typed (`'12.5'`). */
  sendTokenAmount: string
  /** SPEC §3 receiverAddress: what the visitor typed, an address or a name (`bob.latch`). */
  receiverAddress: string
  /** The receiver checked; once `ready`, its `name` and `avatar` are SPEC §3's profile fields. */
  receiver: SendReceiverState
  fee: SendFeeState
  step: SendStep
  /** The transaction hash (eip155) or signature (solana) once `step` is `sent`. */
  hash: string | undefined
  /** Why the send failed, while `step` is `failed` (a LatchError, or the wallet's own error). */
  error: unknown
}
