import type { LatchClient } from '@latch/core'

/**
 * Where the modal goes once the network switched: a visitor sent to UnsupportedChain is done,
 * so the modal closes; one who came from Account goes back to it (over the list and
 * SwitchNetwork); one whom the network button brought straight to the list is done too.
 */
export function finishSwitch(client: LatchClient): void {
  const history = client.getState().history
  if (history.some((entry) => entry.view === 'UnsupportedChain')) {
    client.close()
    return
  }
  // The list, else SwitchNetwork when it was opened from elsewhere (after SwitchActiveChain).
  const list = history.findLastIndex((entry) => entry.view === 'Networks')
  const from = list >= 0 ? list : history.findLastIndex((entry) => entry.view === 'SwitchNetwork')
  if (from <= 0) {
    client.close()
    return
  }
  while (client.getState().history.length > from) client.goBack()
}
