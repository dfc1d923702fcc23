import type { Client } from '../client/types.ts'
import { NotConnectedError } from '../errors/connection.ts'
import { CallsNotSupportedError } from '../errors/smartAccount.ts'
import { getWalletErrorCode, WALLET_ERROR_CODES } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import type { CaipNetwork } from '../types/network.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/constants.ts'

/** The connected eip155 account, the network it is on, and a request to its wallet. */
export type Eip155Wallet = {
  address: string
  network: CaipNetwork
  connectorId: string
  request(method: string, params: unknown): Promise<unknown>
}

type RequestProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * The wallet connected on eip155, to pass an EIP-5792 request through: the embedded wallet's
 * provider (RPC_REQUEST to the frame, under SPEC §6's rules), a WalletConnect session (on the
 * account's chain), or an injected / EIP-6963 wallet's EIP-1193 provider. A wallet answering 4200
 * (unsupported method) throws CallsNotSupportedError; other errors keep their code.
 */
export function getEip155Wallet(client: Client): Eip155Wallet {
  const state = client.store.getState()
  const account = state.accounts.eip155
  const connectorId = state.connectedConnectorIds.eip155
  const network = getNamespaceNetwork(client, state, 'eip155')
  if (account?.status !== 'connected' || !account.address || !connectorId || !network) {
    throw new NotConnectedError()
  }
  const send = sender(client, connectorId, network)
  return {
    address: account.address,
    network,
    connectorId,
    async request(method, params) {
      try {
        return await send(method, params)
      } catch (cause) {
        if (getWalletErrorCode(cause) === WALLET_ERROR_CODES.UNSUPPORTED_METHOD) {
          throw new CallsNotSupportedError({ cause, details: `the wallet refused ${method}` })
        }
        throw cause
      }
    },
  }
}

function sender(client: Client, connectorId: string, network: CaipNetwork) {
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
    return async (method: string, params: unknown) => {
      const session = client.runtime.walletConnect?.resolved
      if (!session) throw new NotConnectedError({ details: 'no WalletConnect session' })
      return session.request({ chainId: network.caipNetworkId, method, params })
    }
  }
  const provider = getAdapter(client, 'eip155').getProvider(connectorId) as
    | Partial<RequestProvider>
    | undefined
  if (typeof provider?.request !== 'function') {
    throw new CallsNotSupportedError({ details: `no EIP-1193 provider behind ${connectorId}` })
  }
  return (method: string, params: unknown) =>
    (provider as RequestProvider).request({ method, params })
}
