/**
 * EIP-5792 (v2.0.0 shapes) in the frame: `wallet_sendCalls` checked (SPEC §5 "Send-calls
 * entries: 'to' starts with 0x; optional data starts with 0x"), then sent — as ONE user operation
 * of the visitor's smart account (`executeBatch`: atomic), or, for an EOA, as one transaction per
 * call when the site does not require atomicity — and `wallet_getCallsStatus` read back from the
 * bundler's or the chain's receipts. The batches this frame sent are remembered in memory (by id)
 * for their status; after a reload, an id that is a user operation hash is still looked up.
 *
 * Entry points for code built on top (smart sessions): {@link parseSendCalls} then
 * {@link sendCalls} with a {@link SendCallsContext}; {@link getCallsStatus}.
 */
import { type Address, type Hex, isAddress } from 'viem'
import { FrameError, invalidParams, RPC_CODES } from './errors.ts'
import type { JsonRpc } from './jsonRpc.ts'
import {
  type CallsReceipt,
  getUserOperationReceipt,
  type SmartAccountCall,
  sendUserOperation,
} from './smartAccount.ts'

/** EIP-5792's error codes the frame answers with. */
export const EIP5792_CODES = {
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

/** The EIP-5792 version of the shapes the frame answers with. */
export const CALLS_VERSION = '2.0.0'
/** Most calls one batch may hold (a limit on what a site can ask in one card). */
export const MAX_CALLS = 32
const MAX_ID_LENGTH = 4096

/** A checked `wallet_sendCalls` request. */
export type SendCallsRequest = {
  version: string
  /** The site's id for the batch, when it gave one. */
  id?: string | undefined
  from?: Address | undefined
  chainId: number
  atomicRequired: boolean
  calls: SmartAccountCall[]
  /** The batch's capabilities as the site gave them (each known, or marked optional). */
  capabilities: Record<string, unknown>
}

/** A batch this frame sent: one user operation, or one transaction per call. */
export type SentBatch =
  | { chainId: number; atomic: true; userOperationHash: Hex }
  | {
      chainId: number
      atomic: false
      transactionHashes: Hex[]
      /** A later call could not be sent after some were: never 200 (EIP-5792 600 at best). */
      incomplete?: boolean
    }

/** Where the frame remembers its batches (in memory, per frame). */
export type BatchStore = Map<string, SentBatch>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const hexId = (chainId: number): Hex => `0x${chainId.toString(16)}`

/** Capabilities the site requires but this wallet does not know: 5700. */
function checkCapabilities(
  capabilities: unknown,
  where: string,
  supported: readonly string[],
): Record<string, unknown> {
  if (capabilities === undefined) return {}
  if (!isObject(capabilities)) throw invalidParams(`${where}capabilities is not an object`)
  for (const [name, value] of Object.entries(capabilities)) {
    if (supported.includes(name)) continue
    if (isObject(value) && value.optional === true) continue
    throw new FrameError(
      `Unsupported non-optional capability: ${name}`,
      EIP5792_CODES.unsupportedNonOptionalCapability,
    )
  }
  return capabilities
}

/**
 * `wallet_sendCalls`' params checked: `[{ version, id?, from?, chainId, atomicRequired, calls,
 * capabilities? }]`, each call `{ to, data?, value?, capabilities? }`. The batch's `chainId` must
 * be `chainId` (the request's chain).
 *
 * @param supportedCapabilities capability names the caller handles (others must be optional).
 * @throws {FrameError} -32602 for malformed params; 5710 another chain; 5740 too many calls;
 *   5700 an unknown capability the site requires.
 */
export function parseSendCalls(
  params: unknown,
  chainId: number,
  supportedCapabilities: readonly string[] = [],
): SendCallsRequest {
  const batch = Array.isArray(params) ? params[0] : undefined
  if (!isObject(batch)) {
    throw invalidParams('wallet_sendCalls needs [{ version, chainId, atomicRequired, calls }]')
  }
  const { version, id, from, atomicRequired, calls } = batch
  if (typeof version !== 'string' || version.length === 0 || version.length > 16) {
    throw invalidParams('version is not a string')
  }
  if (
    id !== undefined &&
    (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)
  ) {
    throw invalidParams(`id is not a string of at most ${MAX_ID_LENGTH} characters`)
  }
  if (from !== undefined && (typeof from !== 'string' || !isAddress(from, { strict: false }))) {
    throw invalidParams('from is not an address')
  }
  if (batch.chainId !== undefined) {
    if (typeof batch.chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(batch.chainId)) {
      throw invalidParams('chainId is not a hex chain id')
    }
    if (BigInt(batch.chainId) !== BigInt(chainId)) {
      throw new FrameError('Unsupported chain id', EIP5792_CODES.unsupportedChainId)
    }
  }
  // v1 had no atomicRequired (and no atomicity promise): false there.
  if (atomicRequired !== undefined && typeof atomicRequired !== 'boolean') {
    throw invalidParams('atomicRequired is not a boolean')
  }
  if (atomicRequired === undefined && !version.startsWith('1.')) {
    throw invalidParams('atomicRequired is missing')
  }
  if (!Array.isArray(calls) || calls.length === 0) throw invalidParams('calls is empty')
  if (calls.length > MAX_CALLS) {
    throw new FrameError(
      `Bundle too large (at most ${MAX_CALLS} calls)`,
      EIP5792_CODES.bundleTooLarge,
    )
  }
  const checked = calls.map((call, index): SmartAccountCall => {
    const where = `calls[${index}]`
    if (!isObject(call)) throw invalidParams(`${where} is not an object`)
    const { to, data, value } = call
    if (typeof to !== 'string' || !to.startsWith('0x') || !isAddress(to, { strict: false })) {
      throw invalidParams(`${where}.to must be an address starting with 0x`)
    }
    if (data !== undefined && (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))) {
      throw invalidParams(`${where}.data must be hex starting with 0x`)
    }
    if (
      value !== undefined &&
      (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    ) {
      throw invalidParams(`${where}.value must be a hex quantity`)
    }
    checkCapabilities(call.capabilities, `${where}.`, supportedCapabilities)
    return {
      to: to as Address,
      value: value === undefined ? 0n : BigInt(value),
      data: (data ?? '0x') as Hex,
    }
  })
  return {
    version,
    id: id as string | undefined,
    from: from as Address | undefined,
    chainId,
    atomicRequired: atomicRequired === true,
    calls: checked,
    capabilities: checkCapabilities(batch.capabilities, '', supportedCapabilities),
  }
}

/** What {@link sendCalls} sends with: the account in use on the chain and how it signs. */
export type SendCallsContext = {
  /** The chain's JSON-RPC. */
  rpc: JsonRpc
  /** The chain's bundler; undefined where the chain has none (EOA only). */
  bundler?: JsonRpc | undefined
  /** The account type in use on the chain (SPEC §4 Account selection). */
  accountType: 'eoa' | 'smartAccount'
  /** The visitor's EOA (the smart account's owner). */
  owner: Address
  /** The visitor's smart account, where it works. */
  smartAccount?: Address | undefined
  /** Signs a user operation hash with the owner's key (raw ECDSA). */
  signUserOperation: (hash: Hex) => Promise<Hex>
  /** EOA mode: sends one call as the EOA's transaction; resolves with its hash. */
  sendTransaction: (call: SmartAccountCall) => Promise<Hex>
  batches: BatchStore
}

function randomId(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Sends a checked batch: in smartAccount mode one user operation (`executeBatch`) — the id is
 * the site's, else the user operation hash; in eoa mode one transaction per call, in order, when
 * the site does not require atomicity (5760 'Atomicity not supported' when it does).
 *
 * @throws {FrameError} 5720 a site id already used; 4100 `from` is not the account in use.
 */
export async function sendCalls(
  context: SendCallsContext,
  request: SendCallsRequest,
): Promise<{ id: string }> {
  const { batches } = context
  if (request.id !== undefined && batches.has(request.id)) {
    throw new FrameError('Duplicate ID', EIP5792_CODES.duplicateId)
  }
  const smart =
    context.accountType === 'smartAccount' && context.smartAccount && context.bundler
      ? { address: context.smartAccount, bundler: context.bundler }
      : undefined
  const account = smart?.address ?? context.owner
  if (request.from !== undefined && request.from.toLowerCase() !== account.toLowerCase()) {
    throw new FrameError('The request is for another account', RPC_CODES.unauthorized)
  }
  if (smart) {
    const hash = await sendUserOperation({
      rpc: context.rpc,
      bundler: smart.bundler,
      chainId: request.chainId,
      owner: context.owner,
      sender: smart.address,
      calls: request.calls,
      sign: context.signUserOperation,
    })
    const id = request.id ?? hash
    batches.set(id, { chainId: request.chainId, atomic: true, userOperationHash: hash })
    return { id }
  }
  if (request.atomicRequired) {
    throw new FrameError('Atomicity not supported', EIP5792_CODES.atomicityNotSupported)
  }
  const id = request.id ?? randomId()
  const batch: SentBatch = { chainId: request.chainId, atomic: false, transactionHashes: [] }
  // Remembered before the first send: the calls sent so far are reported even if a later one fails.
  batches.set(id, batch)
  try {
    for (const call of request.calls)
      batch.transactionHashes.push(await context.sendTransaction(call))
  } catch (error) {
    // Nothing went out: the site gets the error and may use the id again.
    if (batch.transactionHashes.length === 0) {
      batches.delete(id)
      throw error
    }
    // Some calls are on their way: the site needs the id to follow them (600 at best).
    batch.incomplete = true
  }
  return { id }
}

/** EIP-5792 v2.0.0 `wallet_getCallsStatus` answer. */
export type CallsStatus = {
  version: string
  id: string
  chainId: Hex
  /** 100 pending, 200 confirmed, 500 reverted (nothing applied), 600 partly applied. */
  status: 100 | 200 | 500 | 600
  atomic: boolean
  receipts?: CallsReceipt[]
}

type NodeReceipt = CallsReceipt & Record<string, unknown>

const receiptOf = (receipt: NodeReceipt, logs = receipt.logs, status = receipt.status) => ({
  logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
  status,
  blockHash: receipt.blockHash,
  blockNumber: receipt.blockNumber,
  gasUsed: receipt.gasUsed,
  transactionHash: receipt.transactionHash,
})

/** The endpoints of one chain, by its EIP-155 id (undefined when the frame does not know it). */
export type ChainEndpoints = (chainId: number) => { rpc: JsonRpc; bundler?: JsonRpc } | undefined

/**
 * `wallet_getCallsStatus` for `id`: a batch this frame sent, or (after a reload) a user operation
 * hash the current chain's bundler knows.
 *
 * @throws {FrameError} 5730 'Unknown bundle id'.
 */
export async function getCallsStatus(
  params: unknown,
  batches: BatchStore,
  endpoints: ChainEndpoints,
  currentChainId: number,
): Promise<CallsStatus> {
  const id = Array.isArray(params) ? params[0] : undefined
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) {
    throw invalidParams('wallet_getCallsStatus needs [id]')
  }
  const unknown = () => new FrameError('Unknown bundle id', EIP5792_CODES.unknownBundleId)
  let batch = batches.get(id)
  if (!batch && /^0x[0-9a-fA-F]{64}$/.test(id) && endpoints(currentChainId)?.bundler) {
    batch = { chainId: currentChainId, atomic: true, userOperationHash: id as Hex }
  }
  if (!batch) throw unknown()
  const chain = endpoints(batch.chainId)
  if (!chain) throw unknown()
  const base = { version: CALLS_VERSION, id, chainId: hexId(batch.chainId), atomic: batch.atomic }
  if (batch.atomic) {
    if (!chain.bundler) throw unknown()
    const receipt = await getUserOperationReceipt(chain.bundler, batch.userOperationHash)
    if (!receipt) {
      if (!batches.has(id)) throw unknown()
      return { ...base, status: 100 }
    }
    return {
      ...base,
      status: receipt.success ? 200 : 500,
      receipts: [
        receiptOf(receipt.receipt as NodeReceipt, receipt.logs, receipt.success ? '0x1' : '0x0'),
      ],
    }
  }
  const receipts = (await Promise.all(
    batch.transactionHashes.map((hash) => chain.rpc('eth_getTransactionReceipt', [hash])),
  )) as (NodeReceipt | null)[]
  const found = receipts.filter((receipt): receipt is NodeReceipt => receipt !== null)
  const failed = found.filter((receipt) => receipt.status !== '0x1').length
  // Pending until every call has a receipt (some may not be sent yet).
  const done = found.length === batch.transactionHashes.length && found.length > 0
  const status = !done
    ? 100
    : failed === found.length
      ? 500
      : failed > 0 || batch.incomplete
        ? 600
        : 200
  return { ...base, status, receipts: found.map((receipt) => receiptOf(receipt)) }
}
