import { toBase58, toBase64 } from '../chain/base58.ts'
import type { TransactionRecord } from '../chain/createSolanaChain.ts'
import type { DecodedMessage } from '../chain/decodeTransaction.ts'
import { isWritableIndex } from '../chain/resolveAccountKeys.ts'
import type { InnerInstructions, ReturnData } from '../chain/transactionMeta.ts'
import { parseInstruction } from './parseInstruction.ts'

export const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'] as const
export type TransactionEncoding = (typeof TRANSACTION_ENCODINGS)[number]

/** `returnData` as the RPC writes it. */
export function formatReturnData(returnData: ReturnData | null) {
  return (
    returnData && { programId: returnData.programId, data: [toBase64(returnData.data), 'base64'] }
  )
}

/** Inner instructions, compiled (`json`) or parsed (`jsonParsed`). */
export function formatInnerInstructions(
  inner: InnerInstructions[],
  accountKeys: readonly string[],
  parsed: boolean,
) {
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((ix) =>
      parsed
        ? parseInstruction(
            accountKeys[ix.programIdIndex] ?? '',
            ix.accounts.map((i) => accountKeys[i] ?? ''),
            ix.data,
            ix.stackHeight,
          )
        : { ...ix, data: toBase58(ix.data) },
    ),
  }))
}

function formatMessage(message: DecodedMessage, record: TransactionRecord, parsed: boolean) {
  const { accountKeys, loadedAddresses } = record
  const lookups =
    message.version === 0 ? { addressTableLookups: message.addressTableLookups } : undefined
  if (!parsed) {
    return {
      accountKeys: message.staticAccountKeys,
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.instructions.map((ix) => ({
        programIdIndex: ix.programIdIndex,
        accounts: ix.accounts,
        data: toBase58(ix.data),
        stackHeight: null,
      })),
      ...lookups,
    }
  }
  const staticCount = message.staticAccountKeys.length
  return {
    accountKeys: accountKeys.map((pubkey, index) => ({
      pubkey,
      signer: index < message.header.numRequiredSignatures,
      writable: isWritableIndex(message, index, loadedAddresses.writable.length),
      source: index < staticCount ? 'transaction' : 'lookupTable',
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: message.instructions.map((ix) =>
      parseInstruction(
        accountKeys[ix.programIdIndex] ?? '',
        ix.accounts.map((i) => accountKeys[i] ?? ''),
        ix.data,
        null,
      ),
    ),
    ...lookups,
  }
}

/** A landed transaction in getTransaction's shape for `encoding`. */
export function formatTransaction(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  includeVersion: boolean,
) {
  const { transaction: tx } = record
  const parsed = encoding === 'jsonParsed'
  const transaction =
    encoding === 'base64'
      ? [toBase64(tx.wire), 'base64']
      : encoding === 'base58'
        ? [toBase58(tx.wire), 'base58']
        : {
            signatures: tx.signatures.map(toBase58),
            message: formatMessage(tx.message, record, parsed),
          }
  const meta = {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: formatInnerInstructions(
      record.innerInstructions,
      record.accountKeys,
      parsed,
    ),
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    ...(!parsed && { loadedAddresses: record.loadedAddresses }),
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(record.returnData && { returnData: formatReturnData(record.returnData) }),
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    transaction,
    meta,
    ...(includeVersion && { version: tx.message.version }),
  }
}
