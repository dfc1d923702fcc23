import {
  ConnectFailedError,
  ConnectionRejectedError,
  LatchError,
  RelayUnavailableError,
} from '@latch/core'

/** What the ConnectingExternal view says after a failed connect. */
export type ConnectFailure = { title: string; text: string }

/**
 * The words for a failed connect, chosen by the error's class (never its message): a decline
 * in the wallet is 'Connection rejected'; any other Latch error shows its short message; an
 * unknown error is 'Failed to connect' (SPEC §8). WalletConnect's relay out of reach says so,
 * rather than blaming the wallet.
 */
export function describeConnectFailure(error: unknown): ConnectFailure {
  if (error instanceof ConnectionRejectedError) {
    return { title: error.shortMessage, text: 'You declined the request in your wallet.' }
  }
  const relay =
    error instanceof LatchError
      ? error.walk((cause) => cause instanceof RelayUnavailableError)
      : undefined
  if (relay instanceof RelayUnavailableError) {
    return {
      title: relay.shortMessage,
      text: 'Its connection service can’t be reached. Try again in a moment, or use another wallet.',
    }
  }
  const shortMessage =
    error instanceof LatchError
      ? error.shortMessage
      : new ConnectFailedError({ cause: error }).shortMessage
  return { title: shortMessage, text: 'Check that your wallet is unlocked, then try again.' }
}
