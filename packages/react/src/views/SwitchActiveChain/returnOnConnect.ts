import type { LatchClient } from '@latch/core'
import { completeSwitch, type SwitchActiveChainEntry } from './completeSwitch.ts'

const armed = new WeakMap<LatchClient, () => void>()

/**
 * While the visitor picks and connects a wallet for SwitchActiveChain's namespace (Connect,
 * then ConnectingExternal), waits for that connection and then finishes the switch. It acts on
 * the CONNECT_SUCCESS event, which core emits before it closes a modal still showing
 * ConnectingExternal: the visitor lands on Account instead of a closed modal. Leaving the flow
 * (back past SwitchActiveChain, closing the modal) disarms it.
 */
export function returnOnConnect(client: LatchClient, entry: SwitchActiveChainEntry): void {
  armed.get(client)?.()
  const stop = () => {
    stopEvents()
    stopStore()
    armed.delete(client)
  }
  const stopEvents = client.subscribeEvents((event) => {
    if (event.data.event !== 'CONNECT_SUCCESS') return
    if (event.data.properties?.namespace !== entry.params.namespace) return
    stop()
    completeSwitch(client, entry)
  })
  const stopStore = client.subscribe((state) => {
    if (!state.history.includes(entry)) stop()
  })
  armed.set(client, stop)
}
