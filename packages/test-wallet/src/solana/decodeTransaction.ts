import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import { SUPPORTED_TRANSACTION_VERSIONS } from './constants.ts'

/** The parts of a compiled message the wallet reads (legacy and v0 share them). */
export type DecodedMessage = {
  version: 'legacy' | 0
  /** Static account keys; the first is the fee payer. */
  staticAccounts: readonly string[]
  instructions: readonly {
    programAddressIndex: number
    accountIndices?: readonly number[]
    data?: ArrayLike<number>
  }[]
}

/** A wire transaction the wallet accepted: its kit form and its decoded message. */
export type DecodedTransaction = { transaction: Transaction; message: DecodedMessage }

/**
 * Decodes the bytes an app sent (a serialized, possibly partly signed transaction). Anything the
 * wallet can't read, or a version it doesn't support, is -32602 before any prompt appears.
 */
export function decodeTransaction(bytes: unknown): DecodedTransaction {
  if (!ArrayBuffer.isView(bytes)) {
    throw invalidParamsError('transaction must be the serialized transaction as a Uint8Array.')
  }
  const wire = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let transaction: Transaction
  let message: DecodedMessage
  try {
    transaction = getTransactionDecoder().decode(wire)
    message = getCompiledTransactionMessageDecoder().decode(
      transaction.messageBytes,
    ) as unknown as DecodedMessage
  } catch (cause) {
    throw invalidParamsError('the transaction bytes could not be decoded.', cause)
  }
  if (!(SUPPORTED_TRANSACTION_VERSIONS as readonly unknown[]).includes(message.version)) {
    throw invalidParamsError(`transaction version ${String(message.version)} is not supported.`)
  }
  return { transaction, message }
}
