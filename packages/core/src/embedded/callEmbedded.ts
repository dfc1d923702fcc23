import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { clearConnection } from '../connection/clearConnection.ts'
import { ChainNotSupportedError, ConnectFailedError } from '../errors/connection.ts'
import type {
  AdapterConnection,
  SendTokenAdapterParameters,
  SendTransactionParameters,
} from '../types/adapter.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { toBase58, utf8ToHex } from '../walletconnect/encoding.ts'
import { getBalanceOverRpc } from '../walletconnect/walletConnectMethods.ts'
import { applyPreferredAccount, reselectEmbeddedAccount } from './accountSelection.ts'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_SIGN_OUT_WAIT_MS } from './constants.ts'
import { INITIAL_EMBEDDED_STATE } from './embeddedState.ts'
import { embeddedStorageKey } from './embeddedStorage.ts'
import { toAdapterConnection } from './embeddedUser.ts'
import { loadEmbedded } from './loadEmbedded.ts'
import { patchEmbedded } from './patchEmbedded.ts'
import { requestEmbedded } from './requestEmbedded.ts'

type Parameters = { connectorId?: string; network?: CaipNetwork } & Record<string, unknown>

/**
 * The ChainAdapter methods of connector 'AUTH' on `namespace` (loaded on first use): signing and
 * sending go to the frame as RPC requests under SPEC §6's rules; balances of a namespace without
 * an adapter come from RPC.
 */
export async function callEmbedded(
  client: Client,
  namespace: ChainNamespace,
  method: string,
  parameters: Parameters,
): Promise<unknown> {
  switch (method) {
    case 'reconnect':
      return restoreEmbedded(client, namespace)
    case 'disconnect':
      return signOutEmbedded(client, namespace)
    case 'switchNetwork': {
      const network = parameters.network!
      const provider = await loadEmbedded(client)
      await provider.call('SWITCH_NETWORK', { chainId: network.caipNetworkId })
      client.storage.setItem(embeddedStorageKey(client, 'lastUsedChain'), network.caipNetworkId)
      // Smart accounts work on some chains only (SPEC §4): the shown account may change with it.
      if (namespace === 'eip155') await reselectEmbeddedAccount(client, network.caipNetworkId)
      return undefined
    }
    case 'signMessage': {
      const { address, message } = parameters as { address: string; message: string }
      if (namespace === 'solana') {
        const result = (await requestEmbedded(client, namespace, {
          method: 'solana_signMessage',
          params: { message: toBase58(new TextEncoder().encode(message)), pubkey: address },
        })) as { signature: string }
        return result.signature
      }
      return requestEmbedded(client, namespace, {
        method: 'personal_sign',
        params: [utf8ToHex(message), address],
      })
    }
    case 'sendTransaction':
      return sendTransaction(client, namespace, parameters as unknown as SendTransactionParameters)
    case 'sendToken': {
      // A native send is a plain transaction; an ERC-20 one calls transfer(to, amount) on the token.
      const { token, amount, to, ...send } = parameters as unknown as SendTokenAdapterParameters
      if (!token) return sendTransaction(client, namespace, { ...send, to, value: amount })
      const data = `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
      return sendTransaction(client, namespace, { ...send, to: token.address, value: 0n, data })
    }
    case 'getBalance':
      return getBalanceOverRpc(parameters as never)
    default:
      throw new ConnectFailedError({
        details: 'the embedded wallet connects with connectEmail() and verifyEmailOtp()',
      })
  }
}

async function sendTransaction(
  client: Client,
  namespace: ChainNamespace,
  { network, from, to, value, data, gas }: SendTransactionParameters,
): Promise<string> {
  if (namespace !== 'eip155') {
    throw new ChainNotSupportedError({
      details: `sending from the embedded wallet is not supported on ${namespace} yet`,
    })
  }
  const transaction = {
    from,
    to,
    value: `0x${value.toString(16)}`,
    ...(data ? { data } : {}),
    ...(gas ? { gas: `0x${gas.toString(16)}` } : {}),
  }
  return (await requestEmbedded(client, namespace, {
    method: 'eth_sendTransaction',
    params: [transaction],
    chainId: network.caipNetworkId,
  })) as string
}

/**
 * A reload: the frame's session, if it still lives, gives the account back without a code. Both
 * namespaces restore at once: they share one user read.
 */
async function restoreEmbedded(
  client: Client,
  namespace: ChainNamespace,
): Promise<AdapterConnection | undefined> {
  const user = await shared(client, 'embedded:restore', async () => {
    const provider = await loadEmbedded(client)
    const { isConnected } = await provider.call('IS_CONNECTED', {})
    if (!isConnected) return undefined
    const found = await provider.call('GET_USER', {})
    patchEmbedded(client, { user: found })
    // The visitor's persisted account type (SPEC §4), as after a login.
    return applyPreferredAccount(client, found)
  })
  if (!user) return undefined
  return toAdapterConnection(client, namespace, user)
}

/**
 * SIGN_OUT in the frame (waiting up to 3 s, SPEC §9), then every other namespace connected through
 * the AUTH connector leaves too: one login serves them all.
 */
async function signOutEmbedded(client: Client, namespace: ChainNamespace): Promise<void> {
  const state = client.store.getState()
  const authNamespaces = (
    Object.entries(state.connectedConnectorIds) as [ChainNamespace, string][]
  ).flatMap(([ns, id]) => (id === EMBEDDED_CONNECTOR_ID ? [ns] : []))
  // Already signed out by a sibling namespace's disconnect.
  if (!authNamespaces.includes(namespace)) return
  const provider = client.runtime.embedded?.resolved
  if (provider) {
    try {
      await provider.call('SIGN_OUT', {}, { timeoutMs: EMBEDDED_SIGN_OUT_WAIT_MS })
    } catch (error) {
      client.logger.warn('the embedded wallet did not confirm the sign-out', error)
    }
  }
  const others = authNamespaces.filter((ns) => ns !== namespace)
  for (const other of others) clearConnection(client, other)
  if (others.length) client.events.emit('DISCONNECT_SUCCESS', { namespaces: others })
  client.storage.removeItem(embeddedStorageKey(client, 'email'))
  client.storage.removeItem(embeddedStorageKey(client, 'lastUsedChain'))
  client.storage.removeItem(embeddedStorageKey(client, 'socialUsername'))
  client.storage.removeItem(embeddedStorageKey(client, 'smartAccountNetworks'))
  const { status } = client.store.getState().embedded
  client.store.setState({
    embedded: { ...INITIAL_EMBEDDED_STATE, status },
    connectedSocial: undefined,
    connectedSocialUsername: undefined,
  })
}
