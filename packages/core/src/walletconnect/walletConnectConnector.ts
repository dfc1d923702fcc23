import type { Connector } from '../types/connector.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from './constants.ts'
import type { WalletConnectConfig } from './types.ts'

/** The WalletConnect connector of one namespace. */
export function walletConnectConnector(
  namespace: ChainNamespace,
  config: Pick<WalletConnectConfig, 'imageUrl'>,
): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: namespace,
    ...(config.imageUrl ? { imageUrl: config.imageUrl } : {}),
  }
}
