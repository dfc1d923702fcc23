import { hexToNumber, isHex } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import type { WalletContext } from '../context.ts'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import type { TestWalletNativeCurrency } from '../types.ts'
import { setChain } from './switchChain.ts'

type AddChainParameter = {
  chainId?: unknown
  chainName?: unknown
  rpcUrls?: unknown
  nativeCurrency?: unknown
}

/**
 * `wallet_addEthereumChain` (EIP-3085) with params `[{ chainId, chainName, rpcUrls, … }]`.
 * A chain the wallet already knows returns `null` at once. Otherwise the wallet checks that
 * `rpcUrls[0]` really serves that chain id, asks (policy), adds the chain and — like MetaMask,
 * whose follow-up switch prompt wagmi relies on — switches to it when `switchOnAddChain` is on.
 */
export async function addChain(context: WalletContext, params: unknown): Promise<null> {
  const first = (Array.isArray(params) ? params[0] : undefined) as AddChainParameter | undefined
  if (!isHex(first?.chainId)) throw invalidParamsError('chainId must be a hex string.')
  const chainId = hexToNumber(first.chainId)
  if (context.knownChainIds.has(chainId)) return null

  const rpcUrl = Array.isArray(first.rpcUrls) ? first.rpcUrls[0] : undefined
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
    throw invalidParamsError('rpcUrls[0] must be an http(s) URL.')
  }
  if (typeof first.chainName !== 'string' || first.chainName.trim() === '') {
    throw invalidParamsError('chainName is required.')
  }
  const nativeCurrency = parseNativeCurrency(first.nativeCurrency)
  const servedChainId = await forwardRpc(rpcUrl, 'eth_chainId', [])
  if (!isHex(servedChainId) || hexToNumber(servedChainId) !== chainId) {
    throw invalidParamsError(
      `the RPC at ${rpcUrl} serves chain ${String(servedChainId)}, not ${first.chainId}.`,
    )
  }

  await requestApproval(context, 'wallet_addEthereumChain', params)
  context.chains.set(chainId, {
    chainId,
    name: first.chainName,
    rpcUrl,
    ...(nativeCurrency ? { nativeCurrency } : {}),
  })
  context.knownChainIds.add(chainId)
  if (context.switchOnAddChain) setChain(context, chainId)
  return null
}

function parseNativeCurrency(value: unknown): TestWalletNativeCurrency | undefined {
  if (value === undefined) return undefined
  const currency = value as Partial<TestWalletNativeCurrency> | null
  if (
    typeof currency?.name !== 'string' ||
    typeof currency.symbol !== 'string' ||
    typeof currency.decimals !== 'number'
  ) {
    throw invalidParamsError('nativeCurrency needs name, symbol and decimals.')
  }
  return { name: currency.name, symbol: currency.symbol, decimals: currency.decimals }
}
