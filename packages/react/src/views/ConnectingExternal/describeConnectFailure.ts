import {
  ConnectFailedError,
  ConnectionRejectedError,
  LatchError,
  RelayUnavailableError,
} from '@latch/core'

/**
 * What the ConnectingExternal view says after a failed connect: the error (its class's text is
 * the title, in the modal's language) and the key of the explanation under it (namespace
 * `connecting`).
 */
export type ConnectFailure = { error: LatchError; text: 'declined' | 'relay' | 'unlock' }

/**
 * The words for a failed connect, chosen by the error's class (never its message): a decline
 * in the wallet is 'Connection rejected'; any other Latch error shows its short message; an
 * unknown error is 'Failed to connect' (SPEC §8). WalletConnect's relay out of reach says so,
 * rather than blaming the wallet.
 */
export function describeConnectFailure(error: unknown): ConnectFailure {
  if (error instanceof ConnectionRejectedError) return { error, text: 'declined' }
  const relay =
    error instanceof LatchError
      ? error.walk((cause) => cause instanceof RelayUnavailableError)
      : undefined
  if (relay instanceof RelayUnavailableError) return { error: relay, text: 'relay' }
  return {
    error: error instanceof LatchError ? error : new ConnectFailedError({ cause: error }),
    text: 'unlock',
  }
}
