import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import type { RouteEntry } from '../router/views.ts'
import { getNamespaceNetworks } from '../selectors/networks.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { patchSend } from './patchSend.ts'
import { getSendableTokens } from './sendableTokens.ts'
import { getSendForm, getSendTransferKey } from './sendForm.ts'
import type { SendFeeState } from './sendState.ts'

/**
 * Keeps `state.send` in step with the rest of the store while `entry` (its WalletSend view) is in
 * the history:
 * - the fee follows the transfer: estimated anew whenever token, amount or receiver change, or a
 *   balance makes the transfer complete again; only the latest transfer's estimate counts;
 * - a network change reads the token balances again;
 * - once the entry leaves the history (back, close), `state.send` is `undefined` again.
 */
export function followSend(client: Client, entry: RouteEntry): void {
  let feeKey: string | undefined
  let networkId: string | undefined
  const check = () => {
    const state = client.store.getState()
    const { send } = state
    if (send?.entry !== entry) {
      stop()
      return
    }
    if (!state.history.includes(entry)) {
      stop()
      client.store.setState({ send: undefined })
      return
    }
    const namespace = send.namespace
    const network = getSendNetworkId(client, state, namespace)
    if (networkId !== undefined && network !== networkId) {
      // Loaded on first use, as the client's method is; never throws itself.
      void import('../actions/fetchTokenBalances.ts').then((module) =>
        module.fetchTokenBalances(client, { namespace }),
      )
    }
    networkId = network
    const { transfer } = getSendForm(send, getSendableTokens(client, state, namespace))
    const key = getSendTransferKey(transfer)
    if (key === feeKey) return
    // Set before writing: the write below calls this listener again.
    feeKey = key
    const setFee = (fee: SendFeeState) => {
      if (feeKey === key) patchSend(client, entry, { fee })
    }
    if (!transfer) {
      setFee({ status: 'idle' })
      return
    }
    setFee({ status: 'loading' })
    import('../actions/estimateSendFee.ts')
      .then((module) => module.estimateSendFee(client, { namespace, ...transfer }))
      .then(
        (fee) => setFee(fee ? { status: 'ready', fee } : { status: 'unavailable' }),
        // A node's answer (a revert, a time-out) leaves the fee to the wallet; the kit's own
        // errors mean the send itself would be refused, so they are shown.
        (error: unknown) =>
          setFee(
            error instanceof LatchError
              ? { status: 'refused', message: error.shortMessage, error }
              : { status: 'unavailable' },
          ),
      )
  }
  const stop = client.store.subscribe(check)
  check()
}

/** The CAIP-2 id of the network a send on `namespace` goes out on (an unsupported one too). */
export function getSendNetworkId(
  client: Pick<Client, 'networks'>,
  state: Pick<LatchState, 'activeCaipNetworkIds'>,
  namespace: ChainNamespace,
): string {
  return (
    state.activeCaipNetworkIds[namespace] ??
    getNamespaceNetworks(client, namespace)[0]?.caipNetworkId ??
    `${namespace}:unknown`
  )
}
