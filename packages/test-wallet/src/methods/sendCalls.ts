import { type Hex, hexToNumber, isHex } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import { currentChain, selectedAccount, type WalletContext } from '../context.ts'
import { invalidParamsError, ProviderRpcError } from '../errors/ProviderRpcError.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import { toHex } from '../toHex.ts'
import { authorizedAccount } from './authorizedAccount.ts'
import {
  assertContractCanSend,
  checkHexFields,
  submitTransaction,
  type TransactionRequest,
} from './sendTransaction.ts'

/**
 * EIP-5792 (wallet call API, version 2.0.0) as a plain key wallet runs it: no atomicity, so the
 * calls of one `wallet_sendCalls` are approved once and sent as consecutive transactions.
 */

/** EIP-5792's error codes. */
export const CALLS_ERROR_CODE = {
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  batchTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

/** EIP-5792 `wallet_getCallsStatus` status codes. */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const

/** The most calls one batch may hold (a prompt lists them all). */
export const MAX_CALLS = 20

type Call = { to?: unknown; data?: unknown; value?: unknown; capabilities?: unknown }
type Bundle = { chainId: number; hashes: Hex[]; failed: boolean }
type Receipt = {
  logs: unknown[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

// Each wallet's bundles by id, kept as long as the wallet is.
const bundles = new WeakMap<WalletContext, Map<string, Bundle>>()
function bundlesOf(context: WalletContext): Map<string, Bundle> {
  const map = bundles.get(context) ?? new Map<string, Bundle>()
  bundles.set(context, map)
  return map
}

/** `wallet_getCapabilities`: every known chain, atomic batches unsupported. */
export function getCapabilities(context: WalletContext, params: unknown): Record<Hex, unknown> {
  const list = Array.isArray(params) ? params : []
  if (list[0] !== undefined) authorizedAccount(context, list[0])
  const asked = Array.isArray(list[1]) ? (list[1] as unknown[]) : undefined
  const capabilities: Record<Hex, unknown> = {}
  for (const chainId of context.knownChainIds) {
    const hex = toHex(chainId)
    if (asked && !asked.some((id) => isHex(id) && hexToNumber(id) === chainId)) continue
    capabilities[hex] = { atomic: { status: 'unsupported' } }
  }
  return capabilities
}

/** `wallet_sendCalls`: validates the batch, asks once, sends each call in order; `{ id }`. */
export async function sendCalls(context: WalletContext, params: unknown): Promise<{ id: string }> {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    | Record<string, unknown>
    | undefined
  if (typeof request !== 'object' || request === null) {
    throw invalidParamsError('wallet_sendCalls expects [{ version, chainId, calls, … }].')
  }
  const account = authorizedAccount(context, request.from ?? selectedAccount(context).address)
  const chain = currentChain(context)
  if (!isHex(request.chainId) || hexToNumber(request.chainId) !== chain.chainId) {
    throw new ProviderRpcError(
      CALLS_ERROR_CODE.unsupportedChainId,
      `wallet_sendCalls: chainId ${String(request.chainId)} is not the active chain ${toHex(chain.chainId)}.`,
    )
  }
  if (request.atomicRequired === true) {
    throw new ProviderRpcError(
      CALLS_ERROR_CODE.atomicityNotSupported,
      'This wallet sends calls one by one; it cannot make them atomic.',
    )
  }
  rejectRequiredCapabilities(request.capabilities)
  const calls = parseCalls(request.calls)
  const bundleMap = bundlesOf(context)
  const id =
    request.id === undefined ? randomId() : typeof request.id === 'string' ? request.id : ''
  if (!/^[\w-]{1,4096}$/.test(id)) throw invalidParamsError('wallet_sendCalls: invalid id.')
  if (bundleMap.has(id)) {
    throw new ProviderRpcError(CALLS_ERROR_CODE.duplicateId, `A batch with id ${id} was sent.`)
  }
  if (account.contract) {
    for (const call of calls) await assertContractCanSend(chain, account, call)
  }
  await requestApproval(context, 'wallet_sendCalls', params)
  const bundle: Bundle = { chainId: chain.chainId, hashes: [], failed: false }
  bundleMap.set(id, bundle)
  try {
    for (const call of calls) {
      bundle.hashes.push(await submitTransaction(context, account, chain, call))
    }
  } catch (error) {
    bundle.failed = true
    // Nothing was sent: the dapp gets the error and the id is free again.
    if (bundle.hashes.length === 0) {
      bundleMap.delete(id)
      throw error
    }
  }
  return { id }
}

/** `wallet_getCallsStatus`: the batch's receipts once all are mined. */
export async function getCallsStatus(context: WalletContext, params: unknown) {
  const id = Array.isArray(params) ? params[0] : undefined
  const bundle = typeof id === 'string' ? bundlesOf(context).get(id) : undefined
  if (!bundle) {
    throw new ProviderRpcError(CALLS_ERROR_CODE.unknownBundleId, `No batch with id ${String(id)}.`)
  }
  const chain = context.chains.get(bundle.chainId)!
  const receipts = await Promise.all(
    bundle.hashes.map(
      (hash) =>
        forwardRpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash]) as Promise<Receipt | null>,
    ),
  )
  const mined = receipts.filter((receipt): receipt is Receipt => receipt !== null)
  const reverted = mined.filter((receipt) => receipt.status !== '0x1').length
  const status =
    mined.length < receipts.length
      ? CALLS_STATUS.pending
      : bundle.failed || reverted > 0
        ? reverted === mined.length
          ? CALLS_STATUS.reverted
          : CALLS_STATUS.partiallyReverted
        : CALLS_STATUS.confirmed
  return {
    version: '2.0.0',
    id,
    chainId: toHex(bundle.chainId),
    atomic: false,
    status,
    ...(status !== CALLS_STATUS.pending && {
      receipts: mined.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs,
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    }),
  }
}

function parseCalls(value: unknown): TransactionRequest[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidParamsError('wallet_sendCalls: `calls` must be a non-empty list.')
  }
  if (value.length > MAX_CALLS) {
    throw new ProviderRpcError(
      CALLS_ERROR_CODE.batchTooLarge,
      `wallet_sendCalls: at most ${MAX_CALLS} calls in one batch.`,
    )
  }
  return (value as Call[]).map((call, index) => {
    if (typeof call !== 'object' || call === null) {
      throw invalidParamsError(`wallet_sendCalls: call ${index} is not an object.`)
    }
    // SPEC §5: 'to' starts with 0x; optional data starts with 0x.
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) {
      throw invalidParamsError(`wallet_sendCalls: call ${index} needs a \`to\` starting with 0x.`)
    }
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x'))) {
      throw invalidParamsError(`wallet_sendCalls: call ${index}'s \`data\` must start with 0x.`)
    }
    rejectRequiredCapabilities(call.capabilities)
    const request = { to: call.to, data: call.data, value: call.value } as TransactionRequest
    checkHexFields(request)
    return request
  })
}

/** EIP-5792: a capability this wallet doesn't know fails the batch unless marked optional. */
function rejectRequiredCapabilities(capabilities: unknown): void {
  if (typeof capabilities !== 'object' || capabilities === null) return
  for (const [name, value] of Object.entries(capabilities)) {
    const optional =
      typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional
    if (optional !== true) {
      throw new ProviderRpcError(
        CALLS_ERROR_CODE.unsupportedCapability,
        `This wallet does not support the capability "${name}".`,
      )
    }
  }
}

function randomId(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
