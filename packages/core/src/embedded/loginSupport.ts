import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import {
  EmailThrottleError,
  EmbeddedDependencyLoadError,
  EmbeddedWalletLoadError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  FrameNotSetError,
  InvalidEmailError,
} from '../errors/embedded.ts'
import { patchEmbedded } from './patchEmbedded.ts'
import type { EmbeddedWalletProvider } from './types.ts'

/**
 * The client's frame, its code loaded on first use (SPEC §1: email login loads only when used).
 * A chunk that can't load is 'Unable to load email login dependency'.
 */
export function loadFrame(client: Client): Promise<EmbeddedWalletProvider> {
  return import('./loadEmbedded.ts').then(
    (module) => module.loadEmbedded(client),
    (cause: unknown) => {
      throw new EmbeddedDependencyLoadError({ cause })
    },
  )
}

/** What `state.embedded.errorCode` says of `error` (views branch on it, never on the text). */
export function getEmbeddedErrorCode(error: LatchError): string {
  if (error instanceof EmailThrottleError) return 'throttled'
  if (error instanceof InvalidEmailError) return 'invalid_email'
  if (error instanceof EmbeddedWalletTimeoutError) return 'timeout'
  if (
    error instanceof EmbeddedWalletLoadError ||
    error instanceof EmbeddedDependencyLoadError ||
    error instanceof FrameNotSetError
  ) {
    return 'load_failed'
  }
  if (error instanceof EmbeddedWalletRequestError && typeof error.code === 'string') {
    return error.code
  }
  return 'error'
}

/**
 * A login step failed: EmailLogin shows its message (`state.embedded.error`, `errorCode`) and the
 * caller gets it as a LatchError (anything else is wrapped as EmbeddedWalletRequestError).
 */
export function failLogin(client: Client, error: unknown): never {
  const latch =
    error instanceof LatchError
      ? error
      : new EmbeddedWalletRequestError({ cause: error, details: String(error) })
  patchEmbedded(client, {
    pending: false,
    error: latch.shortMessage,
    errorCode: getEmbeddedErrorCode(latch),
    failure: latch,
  })
  if (latch instanceof EmbeddedWalletTimeoutError) {
    void import('../actions/showAlert.ts').then((module) =>
      module.showAlert(client, 'EMBEDDED_WALLET_TIMEOUT'),
    )
  }
  throw latch
}
