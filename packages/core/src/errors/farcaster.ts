import { LatchError, type LatchErrorParameters } from './base.ts'

/**
 * The Farcaster login failed (SPEC §8 text): the channel was declined or expired, the signed
 * message did not check out, or the frame or server could not be reached. `cause` holds the
 * frame's refusal (its `code`: 'channel_expired', 'signature_invalid' …).
 */
export class FarcasterConnectionError extends LatchError {
  override name = 'FarcasterConnectionError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters)
  }
}
