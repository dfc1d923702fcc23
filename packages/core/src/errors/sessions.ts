import { LatchError, type LatchErrorParameters } from './base.ts'

/**
 * A smart-session action while the site has not turned the `smartSessions` feature on (SPEC §9:
 * off by default): `createLatch({ features: { smartSessions: true } })`.
 */
export class SmartSessionsDisabledError extends LatchError {
  override name = 'SmartSessionsDisabledError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Smart sessions are not enabled: set features.smartSessions', parameters)
  }
}
