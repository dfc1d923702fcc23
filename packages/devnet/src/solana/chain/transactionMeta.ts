import type {
  FailedTransactionMetadata,
  SimulatedTransactionInfo,
  TransactionMetadata,
} from 'litesvm/dist/internal.js'
import { toBase58 } from './base58.ts'
import { type TransactionErrorJson, toTransactionErrorJson } from './transactionError.ts'

export type InnerInstructions = {
  index: number
  instructions: {
    programIdIndex: number
    accounts: number[]
    data: Uint8Array
    stackHeight: number
  }[]
}

export type ReturnData = { programId: string; data: Uint8Array }

/** What litesvm reports about one execution, in plain values. */
export type ExecutionResult = {
  err: TransactionErrorJson | null
  logMessages: string[]
  innerInstructions: InnerInstructions[]
  computeUnitsConsumed: bigint
  returnData: ReturnData | null
}

type LiteSvmOutcome = TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo

function isFailed(outcome: LiteSvmOutcome): outcome is FailedTransactionMetadata {
  return 'err' in outcome && typeof outcome.err === 'function'
}

/** Converts litesvm's outcome of a send or a simulation. */
export function toExecutionResult(outcome: LiteSvmOutcome): ExecutionResult {
  const failed = isFailed(outcome)
  const meta: TransactionMetadata =
    failed || 'postAccounts' in outcome ? outcome.meta() : (outcome as TransactionMetadata)
  const returned = meta.returnData()
  const returnData = returned.data().length
    ? { programId: toBase58(returned.programId()), data: returned.data() }
    : null
  const innerInstructions = meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction()
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: Array.from(ix.accounts()),
          data: ix.data(),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
  return {
    err: failed ? toTransactionErrorJson(outcome.err()) : null,
    logMessages: meta.logs(),
    innerInstructions,
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    returnData,
  }
}
