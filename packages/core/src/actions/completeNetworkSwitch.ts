import type { Client } from '../client/types.ts'
import type { RouteEntry } from '../router/views.ts'
import { close } from './close.ts'
import { goBack } from './goBack.ts'

/** Parameters of {@link completeNetworkSwitch}. */
export type CompleteNetworkSwitchParameters = {
  /** The SwitchNetwork entry that waited for the switch: nothing happens unless it is shown. */
  entry?: RouteEntry | undefined
}
/** What {@link completeNetworkSwitch} returns. */
export type CompleteNetworkSwitchReturnType = undefined
/** {@link completeNetworkSwitch} throws nothing by design. */
export type CompleteNetworkSwitchErrorType = never

/**
 * Where the modal goes once the network switched: a visitor sent to UnsupportedChain is done,
 * so the modal closes; one who came from Account goes back to it (over the network list and
 * SwitchNetwork); one whom the network button brought straight to the list is done too.
 *
 * @example
 * await latch.switchNetwork({ network })
 * completeNetworkSwitch(latch)
 */
export function completeNetworkSwitch(
  client: Client,
  { entry }: CompleteNetworkSwitchParameters = {},
): CompleteNetworkSwitchReturnType {
  const history = client.store.getState().history
  // The visitor moved on while the wallet was asked: leave the modal where it is.
  if (entry && history.at(-1) !== entry) return
  if (history.some((candidate) => candidate.view === 'UnsupportedChain')) {
    close(client)
    return
  }
  // The list, else SwitchNetwork when it was opened from elsewhere (after SwitchActiveChain).
  const list = history.findLastIndex((candidate) => candidate.view === 'Networks')
  const from =
    list >= 0 ? list : history.findLastIndex((candidate) => candidate.view === 'SwitchNetwork')
  if (from <= 0) {
    close(client)
    return
  }
  while (client.store.getState().history.length > from) goBack(client)
}
