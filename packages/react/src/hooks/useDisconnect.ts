import type { DisconnectParameters } from '@latch/core'
import { useMemo } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'

export type UseDisconnectParameters = undefined

export type UseDisconnectReturnType = {
  /**
   * Disconnects one namespace, or every connected one (and closes the modal) when called
   * without a namespace. The local state is cleared even if the wallet fails to acknowledge;
   * that failure is then thrown ('Failed to disconnect' / 'Failed to disconnect chain').
   */
  disconnect: (parameters?: DisconnectParameters) => Promise<void>
}

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * <button type="button" onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const client = useLatchClient('useDisconnect')
  return useMemo(() => ({ disconnect: (parameters) => client.disconnect(parameters) }), [client])
}
