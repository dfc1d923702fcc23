import { checkReadConfig, type RpcMethod, withContext } from '../context.ts'
import { formatTransaction, TRANSACTION_ENCODINGS } from '../formatTransaction.ts'
import {
  addressParam,
  booleanField,
  configParam,
  enumField,
  invalidParamsIf,
  signatureParam,
} from '../params.ts'
import { RPC_ERROR, RpcError } from '../RpcError.ts'

// The validator's caps on getSignatureStatuses inputs and getSignaturesForAddress results.
const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000

// Every landed transaction is final at once: one node, no forks.
const CONFIRMATION_STATUS = 'finalized'

const getSignatureStatuses: RpcMethod = (params, { chain }) => {
  const signatures = params[0]
  invalidParamsIf(!Array.isArray(signatures), 'expected an array of signatures')
  const list = (signatures as unknown[]).map(signatureParam)
  invalidParamsIf(
    list.length > MAX_SIGNATURE_STATUSES,
    `Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`,
  )
  // searchTransactionHistory changes nothing: the whole history is in memory.
  booleanField(configParam(params[1]), 'searchTransactionHistory', false)
  return withContext(
    chain,
    list.map((signature) => {
      const record = chain.transaction(signature)
      if (!record) return null
      return {
        slot: record.slot,
        confirmations: null,
        err: record.err,
        status: record.err === null ? { Ok: null } : { Err: record.err },
        confirmationStatus: CONFIRMATION_STATUS,
      }
    }),
  )
}

const getTransaction: RpcMethod = (params, { chain }) => {
  const signature = signatureParam(params[0])
  // The second param may be a bare encoding string (deprecated form).
  const config = typeof params[1] === 'string' ? { encoding: params[1] } : configParam(params[1])
  checkReadConfig(chain, config)
  const encoding = enumField(config, 'encoding', TRANSACTION_ENCODINGS, 'json')
  const maxVersion = config.maxSupportedTransactionVersion
  invalidParamsIf(
    maxVersion !== undefined && maxVersion !== null && maxVersion !== 0,
    'maxSupportedTransactionVersion must be 0',
  )
  const record = chain.transaction(signature)
  if (!record) return null
  const supportsV0 = maxVersion === 0
  if (record.transaction.message.version === 0 && !supportsV0) {
    throw new RpcError(
      RPC_ERROR.unsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  return formatTransaction(record, encoding, supportsV0)
}

const getSignaturesForAddress: RpcMethod = (params, { chain }) => {
  const key = addressParam(params[0])
  const config = configParam(params[1])
  checkReadConfig(chain, config)
  const limit = config.limit ?? MAX_SIGNATURES_FOR_ADDRESS
  invalidParamsIf(
    !Number.isSafeInteger(limit) ||
      (limit as number) < 1 ||
      (limit as number) > MAX_SIGNATURES_FOR_ADDRESS,
    `Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`,
  )
  const before =
    config.before === undefined || config.before === null ? null : signatureParam(config.before)
  const until =
    config.until === undefined || config.until === null ? null : signatureParam(config.until)
  let list = chain.signaturesFor(key)
  if (before !== null) {
    const index = list.indexOf(before)
    list = index === -1 ? [] : list.slice(index + 1)
  }
  if (until !== null) {
    const index = list.indexOf(until)
    if (index !== -1) list = list.slice(0, index)
  }
  return list.slice(0, limit as number).map((signature) => {
    const record = chain.transaction(signature)
    return {
      signature,
      slot: record?.slot,
      err: record?.err ?? null,
      memo: null,
      blockTime: record?.blockTime ?? null,
      confirmationStatus: CONFIRMATION_STATUS,
    }
  })
}

/** Reads over the in-memory transaction history. */
export const historyMethods: Record<string, RpcMethod> = {
  getSignatureStatuses,
  getTransaction,
  getSignaturesForAddress,
}
