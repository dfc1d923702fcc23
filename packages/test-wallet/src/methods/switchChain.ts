import { hexToNumber, isHex } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import type { WalletContext } from '../context.ts'
import { invalidParamsError, ProviderRpcError, RPC_ERROR_CODE } from '../errors/ProviderRpcError.ts'
import { toHex } from '../toHex.ts'

/**
 * `wallet_switchEthereumChain` (EIP-3326) with params `[{ chainId }]`: a chain the wallet does
 * not know answers 4902 (the dapp should add it first); a known one becomes current and
 * `chainChanged` is emitted when it changed. Asks first only with `confirmChainSwitch`.
 */
export async function switchChain(context: WalletContext, params: unknown): Promise<null> {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
  if (!isHex(first?.chainId)) {
    throw invalidParamsError('wallet_switchEthereumChain expects [{ chainId: hex }].')
  }
  const chainId = hexToNumber(first.chainId)
  if (!context.knownChainIds.has(chainId)) {
    throw new ProviderRpcError(
      RPC_ERROR_CODE.unrecognizedChain,
      `Unrecognized chain ID ${first.chainId}. Add it with wallet_addEthereumChain first.`,
      { data: { chainId: first.chainId } },
    )
  }
  if (chainId === context.chainId) return null
  if (context.confirmChainSwitch)
    await requestApproval(context, 'wallet_switchEthereumChain', params)
  setChain(context, chainId)
  return null
}

/** Makes a known chain current and tells listeners (shared with the wallet's own controls). */
export function setChain(context: WalletContext, chainId: number): void {
  if (!context.knownChainIds.has(chainId)) {
    throw new Error(`The test wallet does not know chain ${chainId}.`)
  }
  if (chainId === context.chainId) return
  context.chainId = chainId
  context.emit('chainChanged', toHex(chainId))
}
