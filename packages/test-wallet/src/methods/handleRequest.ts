import { requestApproval } from '../approval/requestApproval.ts'
import { currentChain, type WalletContext } from '../context.ts'
import {
  ProviderRpcError,
  RPC_ERROR_CODE,
  unsupportedMethodError,
} from '../errors/ProviderRpcError.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import { toHex } from '../toHex.ts'
import { addChain } from './addChain.ts'
import { getPermissions, requestPermissions, revokePermissions } from './permissions.ts'
import { personalSign } from './personalSign.ts'
import { accounts, requestAccounts } from './requestAccounts.ts'
import { getCallsStatus, getCapabilities, sendCalls } from './sendCalls.ts'
import { sendTransaction } from './sendTransaction.ts'
import { signTypedData } from './signTypedData.ts'
import { switchChain } from './switchChain.ts'

/**
 * Signing and node-side account methods this wallet refuses with 4200 rather than forward: a
 * dev node like anvil would answer them with its own unlocked keys, which no real wallet does.
 */
const NOT_FORWARDED = /^(wallet_|eth_sign|personal_|eth_sendUnsignedTransaction$)/

/** Answers one EIP-1193 request: wallet methods here, every other read at the chain's RPC. */
export async function handleRequest(context: WalletContext, method: string, params: unknown) {
  switch (method) {
    case 'eth_requestAccounts':
      return requestAccounts(context)
    case 'eth_accounts':
      return accounts(context)
    case 'eth_coinbase':
      return accounts(context)[0] ?? null
    case 'eth_chainId':
      return toHex(context.chainId)
    case 'net_version':
      return String(context.chainId)
    case 'personal_sign':
      return personalSign(context, params)
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      return signTypedData(context, method, params)
    case 'eth_sendTransaction':
      return sendTransaction(context, params)
    case 'wallet_switchEthereumChain':
      return switchChain(context, params)
    case 'wallet_addEthereumChain':
      return addChain(context, params)
    case 'wallet_requestPermissions':
      return requestPermissions(context, params)
    case 'wallet_getPermissions':
      return getPermissions(context)
    case 'wallet_revokePermissions':
      return revokePermissions(context, params)
    case 'wallet_getCapabilities':
      return getCapabilities(context, params)
    case 'wallet_sendCalls':
      return sendCalls(context, params)
    case 'wallet_getCallsStatus':
      return getCallsStatus(context, params)
    case 'wallet_watchAsset':
      await requestApproval(context, method, params)
      return true
  }
  if (NOT_FORWARDED.test(method)) throw unsupportedMethodError(method)
  // EIP-1193 "disconnected": a locked wallet serves no chain until it is unlocked.
  if (context.locked) {
    throw new ProviderRpcError(
      RPC_ERROR_CODE.disconnected,
      'The provider is disconnected from all chains (the test wallet is locked).',
    )
  }
  return forwardRpc(currentChain(context).rpcUrl, method, params)
}
