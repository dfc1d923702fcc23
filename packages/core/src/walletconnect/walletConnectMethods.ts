import type { Client } from '../client/types.ts'
import { ChainNotSupportedError } from '../errors/connection.ts'
import { WALLET_ERROR_CODES } from '../errors/walletErrorCode.ts'
import { requestRpc } from '../rpc/requestRpc.ts'
import type { SendTransactionParameters } from '../types/adapter.ts'
import type { CaipNetwork, CaipNetworkId } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { formatUnits } from '../utils/formatUnits.ts'
import { toBase58, utf8ToHex } from './encoding.ts'
import { isWalletConnectRejection } from './isWalletConnectRejection.ts'
import { loadWalletConnect } from './loadWalletConnect.ts'

/**
 * Wallets decline WalletConnect requests with 5000 ('User rejected.') as often as with 4001: both
 * become EIP-1193 4001 so core's rejection handling (Signature declined …) applies.
 */
async function asEip1193<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (cause) {
    if (isWalletConnectRejection(cause)) {
      throw Object.assign(new Error('User rejected the request.', { cause }), {
        code: WALLET_ERROR_CODES.USER_REJECTED,
      })
    }
    throw cause
  }
}

/** The chain a namespace's requests go to: its active network, else its first configured one. */
function chainOf(client: Client, namespace: ChainNamespace): CaipNetworkId {
  const state = client.store.getState()
  const id =
    state.activeCaipNetworkIds[namespace] ??
    client.networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId
  if (!id) throw new Error(`no ${namespace} network configured`)
  return id
}

/** personal_sign (eip155) / solana_signMessage (solana) over the WalletConnect session. */
export async function signMessageOverWalletConnect(
  client: Client,
  namespace: ChainNamespace,
  { address, message }: { address: string; message: string },
): Promise<string> {
  const provider = await loadWalletConnect(client)
  const chainId = chainOf(client, namespace)
  if (namespace === 'solana') {
    const result = (await asEip1193(
      provider.request({
        chainId,
        method: 'solana_signMessage',
        params: { message: toBase58(new TextEncoder().encode(message)), pubkey: address },
      }),
    )) as { signature: string }
    return result.signature
  }
  const params = [utf8ToHex(message), address]
  return (await asEip1193(provider.request({ chainId, method: 'personal_sign', params }))) as string
}

/** eth_sendTransaction over the WalletConnect session (eip155 only). */
export async function sendTransactionOverWalletConnect(
  client: Client,
  namespace: ChainNamespace,
  { network, from, to, value, data, gas }: SendTransactionParameters,
): Promise<string> {
  if (namespace !== 'eip155') {
    throw new ChainNotSupportedError({
      details: `sending over WalletConnect is not supported on ${namespace} yet`,
    })
  }
  const provider = await loadWalletConnect(client)
  const transaction = {
    from,
    to,
    value: `0x${value.toString(16)}`,
    ...(data ? { data } : {}),
    ...(gas ? { gas: `0x${gas.toString(16)}` } : {}),
  }
  return (await asEip1193(
    provider.request({
      chainId: network.caipNetworkId,
      method: 'eth_sendTransaction',
      params: [transaction],
    }),
  )) as string
}

/** wallet_switchEthereumChain (eip155), then later requests go to `network`. */
export async function switchNetworkOverWalletConnect(
  client: Client,
  namespace: ChainNamespace,
  network: CaipNetwork,
): Promise<void> {
  const provider = await loadWalletConnect(client)
  if (namespace === 'eip155') {
    await provider.request({
      chainId: chainOf(client, namespace),
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
    })
  }
  provider.setDefaultChain(network.caipNetworkId)
}

/**
 * Native balance straight from the network's RPC (a namespace without its own adapter), over its
 * URLs in order (see `requestRpc`).
 */
export async function getBalanceOverRpc({
  address,
  network,
}: {
  address: string
  network: CaipNetwork
}): Promise<{ balance: string; symbol: string }> {
  const solana = network.chainNamespace === 'solana'
  const result = await requestRpc({
    urls: network.rpcUrls.default.http,
    ...(solana
      ? { method: 'getBalance', params: [address] }
      : { method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  const raw = BigInt(solana ? (result as { value: number }).value : (result as string))
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(raw, decimals), symbol }
}
