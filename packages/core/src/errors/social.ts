import { LatchError, type LatchErrorParameters } from './base.ts'

/** The visitor closed the social login popup before it finished (SPEC §8 text). */
export class SocialPopupClosedError extends LatchError {
  override name = 'SocialPopupClosedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Popup closed', parameters)
  }
}

/**
 * The social login could not start: the browser blocked the popup, or the provider is not one
 * the embedded wallet knows (SPEC §8 text; the server's own refusals come from the frame).
 */
export class SocialConnectionError extends LatchError {
  override name = 'SocialConnectionError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Failed to initiate social connection', parameters)
  }
}
