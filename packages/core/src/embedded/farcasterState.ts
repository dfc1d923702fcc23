import type { LatchError } from '../errors/base.ts'

/**
 * `state.embedded.farcaster`: one Farcaster login (SPEC §2 ConnectingFarcaster). `url` is the
 * channel's link (SPEC §3 `farcasterUrl`: the QR code's content) once the frame has it;
 * `status` 'error' carries SPEC §8's text and the code to branch on ('channel_expired',
 * 'signature_invalid', 'timeout' …).
 */
export type EmbeddedFarcasterState = {
  status: 'pending' | 'error'
  url?: string
  error?: string
  errorCode?: string
  /** The error `error` tells of: the modal shows its class's text in its language. */
  failure?: LatchError
}

/** How long the visitor has to answer in their Farcaster client (the server's flow lives 10 min). */
export const FARCASTER_LOGIN_TIMEOUT_MS = 10 * 60_000
