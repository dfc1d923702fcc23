import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import { onrampEventProperties } from './onrampEvents.ts'
import type { OnrampState } from './onrampState.ts'
import { patchOnramp } from './patchOnramp.ts'

/** Ends the purchase as failed: `failed` with the error, and BUY_ERROR with its class and text. */
export function failOnramp(client: Client, onramp: OnrampState, cause: unknown): void {
  const { name, message } = (cause ?? {}) as { name?: string; message?: string }
  client.events.emit('BUY_ERROR', {
    ...onrampEventProperties(onramp),
    errorType: cause instanceof LatchError ? cause.name : (name ?? 'Error'),
    message: cause instanceof LatchError ? cause.shortMessage : (message ?? String(cause)),
  })
  patchOnramp(client, onramp.entry, { step: 'failed', error: cause })
}
