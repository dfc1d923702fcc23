import type { Client } from '../client/types.ts'
import { ConnectFailedError } from '../errors/connection.ts'
import type { AdapterConnection, SendTokenAdapterParameters } from '../types/adapter.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { loadWalletConnect } from './loadWalletConnect.ts'
import {
  getBalanceOverRpc,
  sendTransactionOverWalletConnect,
  signMessageOverWalletConnect,
  switchNetworkOverWalletConnect,
} from './walletConnectMethods.ts'

type Parameters = {
  connectorId?: string
  network?: CaipNetwork
  address?: string
  message?: string
} & Record<string, unknown>

/**
 * The ChainAdapter methods of connector 'walletConnect' on `namespace` (loaded on first use):
 * everything goes over the session; balances of a namespace without an adapter come from RPC.
 */
export async function callWalletConnect(
  client: Client,
  namespace: ChainNamespace,
  method: string,
  parameters: Parameters,
): Promise<unknown> {
  switch (method) {
    case 'reconnect':
      return restore(client, namespace)
    case 'disconnect': {
      // One session serves every namespace: it ends with the last one connected over it.
      const { connectedConnectorIds } = client.store.getState()
      const others = Object.entries(connectedConnectorIds).filter(
        ([ns, id]) => ns !== namespace && id === parameters.connectorId,
      )
      if (!others.length) await (await loadWalletConnect(client)).disconnect()
      return undefined
    }
    case 'switchNetwork':
      return switchNetworkOverWalletConnect(client, namespace, parameters.network!)
    case 'signMessage':
      return signMessageOverWalletConnect(client, namespace, parameters as never)
    case 'sendTransaction':
      return sendTransactionOverWalletConnect(client, namespace, parameters as never)
    case 'sendToken': {
      // A native send is a plain transaction; an ERC-20 one calls transfer(to, amount) on the token.
      const { token, amount, to, ...send } = parameters as unknown as SendTokenAdapterParameters
      if (!token)
        return sendTransactionOverWalletConnect(client, namespace, { ...send, to, value: amount })
      const data = `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
      return sendTransactionOverWalletConnect(client, namespace, {
        ...send,
        to: token.address,
        value: 0n,
        data,
      })
    }
    case 'getBalance':
      return getBalanceOverRpc(parameters as never)
    default:
      throw new ConnectFailedError({ details: 'WalletConnect pairs with connectWalletConnect()' })
  }
}

/** The stored session of `namespace`, without prompting; `undefined` when it is gone. */
async function restore(
  client: Client,
  namespace: ChainNamespace,
): Promise<AdapterConnection | undefined> {
  const granted = (await loadWalletConnect(client)).getSession()?.[namespace]
  if (!granted?.accounts.length) return undefined
  return {
    address: granted.address,
    chainId: granted.chainId,
    accounts: granted.accounts.map((address) => ({ address, type: 'eoa' })),
  }
}
