import type { Client } from '../client/types.ts'
import type { RouteEntry } from '../router/views.ts'
import {
  type CompleteSwitchActiveChainParameters,
  completeSwitchActiveChain,
} from './completeSwitchActiveChain.ts'
import { pushView } from './pushView.ts'

/** The SwitchActiveChain entry whose namespace needs a wallet. */
export type ConnectForActiveChainParameters = CompleteSwitchActiveChainParameters
/** What {@link connectForActiveChain} returns. */
export type ConnectForActiveChainReturnType = undefined
/** {@link connectForActiveChain} throws nothing by design. */
export type ConnectForActiveChainErrorType = never

/**
 * SwitchActiveChain's "Connect a … wallet": shows Connect with only that namespace's wallets,
 * and once one of them connects (CONNECT_SUCCESS, emitted before a modal still showing
 * ConnectingExternal would close) completes the switch, so the visitor lands on Account rather
 * than a closed modal. Leaving that Connect view (back to SwitchActiveChain or past it, closing
 * the modal) ends the wait.
 *
 * @example
 * connectForActiveChain(latch, entry) // entry: the SwitchActiveChain view's
 */
export function connectForActiveChain(
  client: Client,
  entry: ConnectForActiveChainParameters,
): ConnectForActiveChainReturnType {
  const namespace = entry.params?.namespace
  if (!namespace) return
  const connect: RouteEntry = { view: 'Connect', params: { namespace } }
  pushView(client, connect)
  // The wait lasts while this very Connect entry is in the history: no other state is kept.
  const waiting = () => client.store.getState().history.includes(connect)
  const stop = () => {
    stopEvents()
    stopStore()
  }
  const stopEvents = client.events.subscribe(({ data }) => {
    if (!waiting()) return stop()
    if (data.event !== 'CONNECT_SUCCESS' || data.properties?.namespace !== namespace) return
    stop()
    completeSwitchActiveChain(client, entry)
  })
  const stopStore = client.store.subscribe(() => {
    if (!waiting()) stop()
  })
}
