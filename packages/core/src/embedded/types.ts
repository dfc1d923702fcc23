import type { Logger } from '../client/logger.ts'
import type { LatchError } from '../errors/base.ts'
import type { AdapterContext } from '../types/adapter.ts'
import type { CaipNetworkId } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { Social, SocialProvider } from '../utils/socials.ts'
import type { EmbeddedFarcasterState } from './farcasterState.ts'

// The embedded wallet's shapes shared by core and `@latch/embedded-wallet` (its host client and
// frame import them from `@latch/core/adapter`): the frame's requests and answers, the loaded
// provider, and `state.embedded`. `EmbeddedWalletConfig` and `EmbeddedWalletGlue` take the client,
// so they live in `client/types.ts` (no import cycle).

/** SPEC §3 Embedded user, as the frame reports it. */
export type EmbeddedUser = {
  /** Absent for a social login whose provider gave no email. */
  email?: string
  /** The provider of a social login, or 'farcaster' (SPEC §3 Account state `socialProvider`). */
  socialProvider?: Social
  /** The selected account: the EVM address on eip155, the Solana one on solana. */
  address: string
  /** CAIP-2 id of the chain the frame is on. */
  chainId: string
  /**
   * Every account of the user: on eip155 the EOA and, where the chain has smart accounts, the
   * smart account (an ERC-4337 SimpleAccount v0.8 the EOA owns, at its counterfactual address).
   */
  accounts: { namespace: 'eip155' | 'solana'; address: string; type: 'eoa' | 'smartAccount' }[]
  /** The eip155 account type `address` is (SPEC §4 Account selection; eoa where none). */
  preferredAccountType: 'eoa' | 'smartAccount'
  /** Whether the smart account has code on `chainId` (false for an EOA). */
  smartAccountDeployed: boolean
  /** CAIP-2 ids of the chains where the smart account works (a bundler is configured). */
  smartAccountNetworks?: string[]
  /** The social login's username (raw: display it through `formatSocialUsername`). */
  userName?: string
}

/** What the frame answers CONNECT_EMAIL with: a code was mailed, or a device link was. */
export type EmbeddedEmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

/** What the frame answers UPDATE_EMAIL with: the code to type next (the current address's first). */
export type EmbeddedUpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** Each request the host sends the frame (SPEC §7 Embedded login iframe): its payload and result. */
export type EmbeddedFrameCalls = {
  CONNECT_EMAIL: { payload: { email: string }; result: { action: EmbeddedEmailAction } }
  /** Waits for the device link to be opened (the frame retries the server's long poll). */
  CONNECT_DEVICE: { payload: Record<string, never>; result: Record<string, never> }
  CONNECT_OTP: { payload: { otp: string }; result: EmbeddedUser }
  /** The provider's authorization URL the popup loads (the frame calls `/social/start`). */
  GET_SOCIAL_REDIRECT_URI: { payload: { provider: SocialProvider }; result: { uri: string } }
  /** The result URI the popup posted back: the frame calls `/social/verify`, then signs in. */
  CONNECT_SOCIAL: { payload: { uri: string }; result: EmbeddedUser }
  /** Farcaster login: the frame opens a channel on the relay (`/farcaster/start`); its link. */
  GET_FARCASTER_URI: { payload: Record<string, never>; result: { url: string } }
  /**
   * Waits for the Farcaster client's answer (the frame polls `/farcaster/verify` every 2 s),
   * then signs in; 'Failed to connect to farcaster' when the channel ends otherwise.
   */
  CONNECT_FARCASTER: { payload: Record<string, never>; result: EmbeddedUser }
  /**
   * Starts an email change (UpdateEmailWallet): a code goes to the current address
   * (`VERIFY_PRIMARY_OTP`), then one to the new address (`VERIFY_SECONDARY_OTP`).
   */
  UPDATE_EMAIL: { payload: { email: string }; result: { action: EmbeddedUpdateEmailAction } }
  /** The code mailed to the current address; the new address gets its code next. */
  UPDATE_EMAIL_PRIMARY_OTP: { payload: { otp: string }; result: Record<string, never> }
  /** The code mailed to the new address: the email changes (GET_USER then reports it). */
  UPDATE_EMAIL_SECONDARY_OTP: { payload: { otp: string }; result: Record<string, never> }
  /** Rejects (code 4100) when not signed in. */
  GET_USER: { payload: { chainId?: string }; result: EmbeddedUser }
  IS_CONNECTED: { payload: Record<string, never>; result: { isConnected: boolean } }
  GET_CHAIN_ID: { payload: Record<string, never>; result: { chainId: string } }
  SWITCH_NETWORK: { payload: { chainId: string }; result: { chainId: string } }
  SIGN_OUT: { payload: Record<string, never>; result: Record<string, never> }
  /** Unsafe methods wait for the visitor's Approve / Decline (4001) inside the frame. */
  RPC_REQUEST: {
    payload: { method: string; params?: unknown; chainId: string }
    result: unknown
  }
  SYNC_THEME: {
    payload: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number> }
    result: Record<string, never>
  }
  SYNC_DAPP_DATA: {
    payload: {
      metadata: { name?: string; description?: string; url?: string; icons?: string[] } | undefined
      sdkVersion: string
      projectId: string
    }
    result: Record<string, never>
  }
  /**
   * The eip155 account type the host wants (its persisted choice, SPEC §4): answered with the user
   * as it now is — `preferredAccountType` eoa when smart accounts don't work on the chain.
   */
  SET_PREFERRED_ACCOUNT: { payload: { type: 'eoa' | 'smartAccount' }; result: EmbeddedUser }
  RELOAD: { payload: Record<string, never>; result: Record<string, never> }
  /** The frame shows the recovery share in its own UI until the visitor presses Done. */
  EXPORT_RECOVERY: { payload: Record<string, never>; result: Record<string, never> }
  /**
   * The frame shows its "Add a passkey" card; the visitor adds one there (WebAuthn with PRF, the
   * recovery share sealed under it). Resolves when the visitor closes the card after adding one;
   * rejects 'User rejected the request.' (4001) when closed without.
   */
  ADD_PASSKEY: { payload: Record<string, never>; result: { credentialId: string } }
  /** A new browser: the frame signs in with a passkey and rebuilds the wallet from its seal. */
  /** `email`: only that account's passkey (the visitor typed it on a new browser). */
  CONNECT_PASSKEY: { payload: { email?: string }; result: EmbeddedUser }
  /** The frame rejects the request `requestId` is waiting on with 'Modal closed' (4001). */
  ABORT: { payload: { requestId: string }; result: Record<string, never> }
}

/** A request the frame understands (the contract's `FrameAction`). */
export type EmbeddedFrameAction = keyof EmbeddedFrameCalls

/** Events the frame sends on its own. */
export type EmbeddedFrameEventName = 'approval-shown' | 'approval-done' | 'session-ended'

/** Options of one {@link EmbeddedWalletProvider.call}. */
export type EmbeddedCallOptions = {
  /**
   * Time-out in ms; past it the call rejects with `EmbeddedWalletTimeoutError`.
   * @defaultValue 120000 (SPEC §9 login request time-out)
   */
  timeoutMs?: number
  /** The request's id (default `crypto.randomUUID()`): core sets it to ABORT the request later. */
  id?: string
}

/** Where a frame rectangle goes on the page (viewport pixels, as `getBoundingClientRect` gives). */
export type EmbeddedFrameRect = { top: number; left: number; width: number; height: number }

/** What core hands to `EmbeddedWalletConfig.load`. */
export type EmbeddedWalletLoadParameters = {
  projectId: string
  /** CAIP-2 id of the network the frame starts on. */
  chainId: CaipNetworkId
  /** Frame protocol version (`'1'`). */
  version: string
  enableLogger: boolean
  logger: Logger
}

/** The loaded frame behind one client, as core uses it (built by `@latch/embedded-wallet`). */
export type EmbeddedWalletProvider = {
  /**
   * Resolves when the frame is ready (connected, then SPEC §4's 500 ms); rejects with
   * `EmbeddedWalletLoadError` ('Embedded wallet could not load') after 20 s.
   */
  ready: Promise<void>
  /**
   * Sends one request and resolves with the frame's answer. Rejects with
   * `EmbeddedWalletRequestError` (the frame's message and code kept), `EmbeddedWalletTimeoutError`,
   * or `FrameNotSetError` when the frame is gone.
   */
  call<A extends EmbeddedFrameAction>(
    action: A,
    payload: EmbeddedFrameCalls[A]['payload'],
    options?: EmbeddedCallOptions,
  ): Promise<EmbeddedFrameCalls[A]['result']>
  /** Shows the frame over `rect` (the ApproveTransaction view's box). */
  showFrame(rect: EmbeddedFrameRect): void
  /** Hides the frame again (it keeps running). */
  hideFrame(): void
  /** Calls `listener` on each frame event; returns the function that stops it. */
  onEvent(listener: (event: EmbeddedFrameEventName, payload: unknown) => void): () => void
  /** Removes the frame and rejects what is pending. */
  destroy(): void
}

/** EmailLogin's step: the email field, waiting for the device link, or the code boxes. */
export type EmbeddedLoginStep = 'email' | 'device' | 'otp'

/** `state.embedded`: the email login and the embedded wallet's requests (not persisted). */
export type EmbeddedState = {
  /** The frame: not loaded, loading, ready, or failed to load. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  step: EmbeddedLoginStep
  /** The address the code or device link went to. */
  email?: string
  /** A login call is in flight. */
  pending: boolean
  /** The message EmailLogin or ApproveTransaction shows ('Action not allowed', the frame's …). */
  error?: string
  /**
   * What `error` is, to branch on (never the text): the server's or frame's code ('wrong_code',
   * 'code_burnt', 'code_expired', 'rate_limited', 'invalid_email' …), 'throttled'
   * (EmailThrottleError), 'not_allowed' (a refused RPC method), 'load_failed', 'timeout', or
   * 'error' for anything else.
   */
  errorCode?: string
  /** The error `error` tells of, when it was one: the modal shows its class's text in its language. */
  failure?: LatchError
  /** Tries left on the current code after a wrong one (server's 422 `attemptsLeft`). */
  attemptsLeft?: number | undefined
  /** When the last email was sent (ms since epoch): SPEC §5's 30 s throttle counts from it. */
  codeSentAt?: number
  /** The signed-in user (SPEC §3 Embedded user). */
  user?: EmbeddedUser
  /** An unsafe request waiting for the visitor's answer in the frame. */
  approval?: { method: string }
  /** UpdateEmailWallet's change in progress (SPEC §2), absent when none. */
  emailChange?: EmbeddedEmailChange
  /**
   * The social login: the provider whose popup is open (`pending`), or the last one's failure
   * (`error`: SPEC §8's text; `errorCode`: what to branch on — 'popup_closed', 'popup_blocked',
   * the server's 'provider_rejected', 'provider_unavailable' …).
   */
  social?: EmbeddedSocialState
  /** The Farcaster login (ConnectingFarcaster): the channel's link, or the failure. */
  farcaster?: EmbeddedFarcasterState
}

/** `state.embedded.social`: one social login, pending or failed. */
export type EmbeddedSocialState = {
  provider: SocialProvider
  status: 'pending' | 'error'
  error?: string
  errorCode?: string
  /** The error `error` tells of: the modal shows its class's text in its language. */
  failure?: LatchError
}

/** What one client holds of the embedded wallet (`client.runtime.embedded`). */
export type EmbeddedRuntime = {
  /** The frame loading or loaded; forgotten when loading failed, so the next call tries again. */
  provider?: Promise<EmbeddedWalletProvider>
  resolved?: EmbeddedWalletProvider
  /** Adapter contexts per namespace, so the frame's events reach the store like an adapter's. */
  contexts: Map<ChainNamespace, AdapterContext>
  /** Requests waiting for the visitor in the frame, by id: what rejects them when the modal closes. */
  requests: Map<string, (error: unknown) => void>
  /** The id of the login request in flight that `resetEmailLogin` aborts (CONNECT_DEVICE). */
  loginRequestId?: string | undefined
}

/**
 * UpdateEmailWallet's step: the new address's field, the code mailed to the current address,
 * the code mailed to the new one, waiting for the frame to report the new email, changed.
 */
export type EmbeddedEmailChangeStep = 'email' | 'current' | 'new' | 'confirming' | 'done'

/** `state.embedded.emailChange`: an email change (the codes themselves are never kept). */
export type EmbeddedEmailChange = {
  step: EmbeddedEmailChangeStep
  /** The new address. */
  email?: string
  /** The address the change started from (the first code goes there). */
  currentEmail?: string
  pending: boolean
  /** The message UpdateEmailWallet shows. */
  error?: string
  /** What `error` is (as `EmbeddedState.errorCode`): 'wrong_code', 'email_taken' … */
  errorCode?: string
  /** The error `error` tells of, when it was one (as `EmbeddedState.failure`). */
  failure?: LatchError
  /** Tries left on this step's code after a wrong one (the server's `attemptsLeft`). */
  attemptsLeft?: number | undefined
  /** When the code of this step was mailed (ms since epoch): Resend waits 30 s from it. */
  codeSentAt?: number
}
