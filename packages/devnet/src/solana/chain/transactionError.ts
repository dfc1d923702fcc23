import type { FailedTransactionMetadata } from 'litesvm'

/** A TransactionError in the RPC's JSON form, e.g. `{ InstructionError: [0, { Custom: 1 }] }`. */
export type TransactionErrorJson =
  | string
  | { InstructionError: [number, string | { Custom: number } | { BorshIoError: string }] }
  | { DuplicateInstruction: number }
  | { InsufficientFundsForRent: { account_index: number } }
  | { ProgramExecutionTemporarilyRestricted: { account_index: number } }

// Variant names in litesvm's numeric order (its const enums aren't usable under isolatedModules).
const TRANSACTION_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  )
const INSTRUCTION_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  )

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = { code?: number; msg?: string } | number

function instructionErrorJson(
  err: LiteSvmInstructionError,
): string | { Custom: number } | { BorshIoError: string } {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? 'GenericError'
  if (typeof err.code === 'number') return { Custom: err.code }
  return { BorshIoError: err.msg ?? '' }
}

/** Converts litesvm's error object to the RPC's JSON form. */
export function toTransactionErrorJson(err: LiteSvmError): TransactionErrorJson {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure'
  const kind = err.constructor.name
  if ('err' in err && typeof err.err === 'function') {
    return {
      InstructionError: [err.index, instructionErrorJson(err.err() as LiteSvmInstructionError)],
    }
  }
  if ('index' in err) return { DuplicateInstruction: err.index }
  if (kind.includes('Restricted')) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } }
  }
  return { InsufficientFundsForRent: { account_index: err.accountIndex } }
}

const INSTRUCTION_ERROR_TEXT: Record<string, string> = {
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
}

const TRANSACTION_ERROR_TEXT: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'Attempt to load a program that does not exist',
  UnsupportedVersion: 'Transaction version is unsupported',
}

/** A one-line description, worded like the validator's, for RPC error messages. */
export function describeTransactionError(err: TransactionErrorJson): string {
  if (typeof err === 'string') return TRANSACTION_ERROR_TEXT[err] ?? err
  if ('InstructionError' in err) {
    const [index, inner] = err.InstructionError
    const text =
      typeof inner === 'string'
        ? (INSTRUCTION_ERROR_TEXT[inner] ?? inner)
        : 'Custom' in inner
          ? `custom program error: 0x${inner.Custom.toString(16)}`
          : `Failed to serialize or deserialize account data: ${inner.BorshIoError}`
    return `Error processing Instruction ${index}: ${text}`
  }
  if ('DuplicateInstruction' in err) {
    return `Transaction contains a duplicate instruction (${err.DuplicateInstruction}) that is not allowed`
  }
  if ('InsufficientFundsForRent' in err) {
    return `Transaction results in an account (${err.InsufficientFundsForRent.account_index}) with insufficient funds for rent`
  }
  return `Execution of the program referenced by account at index ${err.ProgramExecutionTemporarilyRestricted.account_index} is temporarily restricted.`
}
