import type { Client } from '../client/types.ts'
import type { RouteEntry } from '../router/views.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { followSend, getSendNetworkId } from '../send/followSend.ts'
import { getReceiverState, lookUpReceiver } from '../send/receiverLookup.ts'
import type { SendState } from '../send/sendState.ts'

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
  if (state.send?.entry === entry) return
  const params = entry.params ?? {}
  const namespace = params.namespace ?? getActiveNamespace(client, state)
  const receiverAddress = params.to ?? ''
  const send: SendState = {
    entry,
    namespace,
    tokenAddress: params.assetAddress,
    sendTokenAmount: params.amount ?? '',
    receiverAddress,
    receiver: getReceiverState(receiverAddress, namespace),
    fee: { status: 'idle' },
    step: 'form',
    hash: undefined,
    error: undefined,
  }
  client.store.setState({ send })
  lookUpReceiver(client, send)
  followSend(client, entry)
  client.events.emit('OPEN_SEND', {
    namespace,
    network: getSendNetworkId(client, state, namespace),
  })
  // Loaded on first use, as the client's method is; never throws itself.
  void import('./fetchTokenBalances.ts').then((module) =>
    module.fetchTokenBalances(client, { namespace }),
  )
}
