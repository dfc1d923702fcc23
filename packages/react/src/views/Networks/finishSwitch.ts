import type { LatchClient } from '@latch/core'

/**
 * Where the modal goes once the network switched: a visitor sent to UnsupportedChain is done,
 * so the modal closes; one who came from Account goes back to it; otherwise (the network
 * button opened the list) the modal closes.
 */
export function finishSwitch(client: LatchClient): void {
  const history = client.getState().history
  const list = history.findLastIndex((entry) => entry.view === 'Networks')
  const below = list > 0 ? history[list - 1] : undefined
  if (!below || history.some((entry) => entry.view === 'UnsupportedChain')) {
    client.close()
    return
  }
  // Back over SwitchNetwork (when shown) and the list, to what was under them.
  while (client.getState().history.length > list) client.goBack()
}
