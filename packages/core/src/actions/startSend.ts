import type { Client } from '../client/types.ts'
import type { RouteEntry } from '../router/views.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { followSend, getSendNetworkId } from '../send/followSend.ts'
import { getReceiverState, lookUpReceiver } from '../send/receiverLookup.ts'
import { INITIAL_SEND_STATE, type SendState } from '../send/sendState.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'

/** The WalletSend entry of the history the send is for; its parameters fill the form in. */
export type StartSendParameters = Extract<RouteEntry, { view: 'WalletSend' }>
/** What {@link startSend} returns. */
export type StartSendReturnType = undefined
/** {@link startSend} throws nothing by design. */
export type StartSendErrorType = never

/**
 * Starts the send of a WalletSend view (SPEC §3 Send state): `state.send` starts over, filled in
 * from the view's arguments (`amount`, `assetAddress`, `to`, `namespace`: the active one by
 * default), OPEN_SEND is emitted and the token balances are read. It lasts while the entry is in
 * the history (see `followSend`). Starting the same entry again does nothing, so a view may call
 * it each time it mounts.
 *
 * @example
 * startSend(latch, { view: 'WalletSend', params: { to: 'bob.latch' } })
 */
export function startSend(client: Client, entry: StartSendParameters): StartSendReturnType {
  const state = client.store.getState()
  if (state.send.entry === entry) return
  const params = entry.params ?? {}
  const namespace = params.namespace ?? getActiveNamespace(client, state)
  const receiverAddress = params.to ?? ''
  const send: SendState = {
    ...INITIAL_SEND_STATE,
    entry,
    namespace,
    tokenAddress: params.assetAddress,
    sendTokenAmount: params.amount ?? '',
    receiverAddress,
    receiver: getReceiverState(receiverAddress, namespace),
  }
  client.store.setState({ send })
  lookUpReceiver(client, send)
  followSend(client, entry)
  client.events.emit('OPEN_SEND', {
    namespace,
    network: getSendNetworkId(client, state, namespace),
  })
  // Never throws.
  void fetchTokenBalances(client, { namespace })
}
