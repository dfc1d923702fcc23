import {
  type Address,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isHex,
  type TransactionSerializable,
} from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import { currentChain, selectedAccount, type WalletContext } from '../context.ts'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import { authorizedAccount } from './authorizedAccount.ts'

/** `eth_sendTransaction` params as dapps send them (quantities in hex). */
type TransactionRequest = Partial<Record<(typeof HEX_FIELDS)[number], Hex | null>>

const HEX_FIELDS = [
  'from',
  'to',
  'value',
  'data',
  'input',
  'gas',
  'gasLimit',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'nonce',
  'chainId',
] as const

// Used only when a node has no eth_maxPriorityFeePerGas.
const FALLBACK_PRIORITY_FEE_WEI = 1_000_000_000n

/**
 * `eth_sendTransaction`: asks (policy), then fills nonce, gas and EIP-1559 fees from the
 * chain's RPC, signs locally and submits with `eth_sendRawTransaction`; returns the hash.
 * Sends run one at a time so two approved transactions never take the same nonce.
 */
export async function sendTransaction(context: WalletContext, params: unknown): Promise<Hex> {
  const request = (Array.isArray(params) ? params[0] : undefined) as TransactionRequest | undefined
  if (typeof request !== 'object' || request === null) {
    throw invalidParamsError('eth_sendTransaction expects [transaction].')
  }
  for (const key of HEX_FIELDS) {
    const value = request[key]
    if (value !== undefined && value !== null && !isHex(value)) {
      throw invalidParamsError(`transaction field "${key}" must be hex.`)
    }
  }
  const account = authorizedAccount(context, request.from ?? selectedAccount(context).address)
  // The transaction belongs to the chain that was current when the dapp asked.
  const chain = currentChain(context)
  if (request.chainId && hexToNumber(request.chainId) !== chain.chainId) {
    throw invalidParamsError(
      `the transaction's chainId ${hexToNumber(request.chainId)} is not the active chain ${chain.chainId}.`,
    )
  }
  await requestApproval(context, 'eth_sendTransaction', params)

  const rpc = (method: string, rpcParams: unknown[]) => forwardRpc(chain.rpcUrl, method, rpcParams)
  return context.serialize(async () => {
    const from = account.address
    const to = (request.to ?? undefined) as Address | undefined
    const value = request.value ? hexToBigInt(request.value) : 0n
    const data = request.data ?? request.input ?? undefined
    const nonce = hexToNumber(
      request.nonce ?? ((await rpc('eth_getTransactionCount', [from, 'pending'])) as Hex),
    )
    const gas = hexToBigInt(
      request.gas ??
        request.gasLimit ??
        ((await rpc('eth_estimateGas', [
          stripNulls({ from, to, value: request.value, data }),
        ])) as Hex),
    )
    const base = { chainId: chain.chainId, nonce, gas, to, value, data }
    const transaction: TransactionSerializable = request.gasPrice
      ? { ...base, type: 'legacy', gasPrice: hexToBigInt(request.gasPrice) }
      : await withFees(base, request, rpc)
    const serialized = await account.signTransaction(transaction)
    return (await rpc('eth_sendRawTransaction', [serialized])) as Hex
  })
}

async function withFees<T extends object>(
  base: T,
  request: TransactionRequest,
  rpc: (method: string, params: unknown[]) => Promise<unknown>,
): Promise<TransactionSerializable> {
  const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas?: Hex
  } | null
  // A chain without a base fee (pre-London) takes a legacy gas price.
  if (!block?.baseFeePerGas) {
    return {
      ...base,
      type: 'legacy',
      gasPrice: hexToBigInt((await rpc('eth_gasPrice', [])) as Hex),
    }
  }
  let priority = request.maxPriorityFeePerGas
    ? hexToBigInt(request.maxPriorityFeePerGas)
    : await rpc('eth_maxPriorityFeePerGas', []).then(
        (fee) => hexToBigInt(fee as Hex),
        () => FALLBACK_PRIORITY_FEE_WEI,
      )
  // Twice the base fee leaves room for it to rise before the transaction is mined.
  const maxFee = request.maxFeePerGas
    ? hexToBigInt(request.maxFeePerGas)
    : hexToBigInt(block.baseFeePerGas) * 2n + priority
  if (priority > maxFee) priority = maxFee
  return { ...base, type: 'eip1559', maxFeePerGas: maxFee, maxPriorityFeePerGas: priority }
}

function stripNulls(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field != null))
}
