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
import { invalidParamsError, ProviderRpcError, RPC_ERROR_CODE } from '../errors/ProviderRpcError.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import type { TestWalletChain } from '../types.ts'
import type { WalletAccount } from '../walletAccount.ts'
import { authorizedAccount } from './authorizedAccount.ts'
import { executeCallData, isDeployed } from './contractAccount.ts'

/** `eth_sendTransaction` params as dapps send them (quantities in hex). */
export type TransactionRequest = Partial<Record<(typeof HEX_FIELDS)[number], Hex | null>>

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
 * Sends run one at a time so two approved transactions never take the same nonce. A contract
 * account's transaction is sent by its owner as the contract's `execute(to, value, data)`.
 */
export async function sendTransaction(context: WalletContext, params: unknown): Promise<Hex> {
  const request = (Array.isArray(params) ? params[0] : undefined) as TransactionRequest | undefined
  if (typeof request !== 'object' || request === null) {
    throw invalidParamsError('eth_sendTransaction expects [transaction].')
  }
  checkHexFields(request)
  const account = authorizedAccount(context, request.from ?? selectedAccount(context).address)
  // The transaction belongs to the chain that was current when the dapp asked.
  const chain = currentChain(context)
  if (request.chainId && hexToNumber(request.chainId) !== chain.chainId) {
    throw invalidParamsError(
      `the transaction's chainId ${hexToNumber(request.chainId)} is not the active chain ${chain.chainId}.`,
    )
  }
  if (account.contract) await assertContractCanSend(chain, account, request)
  await requestApproval(context, 'eth_sendTransaction', params)
  return submitTransaction(context, account, chain, request)
}

/** -32602 unless every field `eth_sendTransaction` knows is hex (or absent). */
export function checkHexFields(request: TransactionRequest): void {
  for (const key of HEX_FIELDS) {
    const value = request[key]
    if (value !== undefined && value !== null && !isHex(value)) {
      throw invalidParamsError(`transaction field "${key}" must be hex.`)
    }
  }
}

/**
 * Fills nonce, gas and fees, signs and submits one approved transaction of `account` on
 * `chain`; resolves with its hash. Queued behind the wallet's other sends (nonce-safe).
 */
export function submitTransaction(
  context: WalletContext,
  account: WalletAccount,
  chain: TestWalletChain,
  request: TransactionRequest,
): Promise<Hex> {
  const rpc = (method: string, rpcParams: unknown[]) => forwardRpc(chain.rpcUrl, method, rpcParams)
  return context.serialize(async () => {
    // A contract account's call is its owner's transaction to the contract's `execute`, which
    // pays `value` out of the contract's own balance.
    const from = account.signer.address
    const call = {
      to: (request.to ?? undefined) as Address | undefined,
      value: request.value ? hexToBigInt(request.value) : 0n,
      data: request.data ?? request.input ?? undefined,
    }
    const { to, value, data } = account.contract
      ? {
          to: account.address,
          value: 0n,
          data: executeCallData(call.to as Address, call.value, call.data),
        }
      : call
    const nonce = hexToNumber(
      request.nonce ?? ((await rpc('eth_getTransactionCount', [from, 'pending'])) as Hex),
    )
    const gas = hexToBigInt(
      request.gas ??
        request.gasLimit ??
        ((await rpc('eth_estimateGas', [
          stripNulls({ from, to, value: account.contract ? undefined : request.value, data }),
        ])) as Hex),
    )
    const base = { chainId: chain.chainId, nonce, gas, to, value, data }
    const transaction: TransactionSerializable = request.gasPrice
      ? { ...base, type: 'legacy', gasPrice: hexToBigInt(request.gasPrice) }
      : await withFees(base, request, rpc)
    const serialized = await account.signer.signTransaction(transaction)
    return (await rpc('eth_sendRawTransaction', [serialized])) as Hex
  })
}

/**
 * A contract account sends through `execute` on a deployed contract: no contract creation
 * (-32602), and nothing before its deployment (-32603; it can still sign, with ERC-6492).
 */
export async function assertContractCanSend(
  chain: TestWalletChain,
  account: WalletAccount,
  request: TransactionRequest,
): Promise<void> {
  if (!request.to) {
    throw invalidParamsError('a contract account cannot create a contract (no "to").')
  }
  if (!(await isDeployed(chain, account))) {
    throw new ProviderRpcError(
      RPC_ERROR_CODE.internal,
      `The contract account ${account.address} is not deployed on chain ${chain.chainId}: it ` +
        'can sign (ERC-6492) but not send transactions yet.',
      { data: { address: account.address, chainId: chain.chainId } },
    )
  }
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
