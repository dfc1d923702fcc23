import { airdrop } from '../../chain/airdrop.ts'
import { fromBase58, toBase58 } from '../../chain/base58.ts'
import {
  type DecodedMessage,
  type DecodedTransaction,
  decodeMessage,
  decodeTransaction,
  TransactionDecodeError,
} from '../../chain/decodeTransaction.ts'
import { calculateFee } from '../../chain/fees.ts'
import { describeTransactionError } from '../../chain/transactionError.ts'
import { verifySignatures } from '../../chain/verifySignatures.ts'
import { checkReadConfig, type RpcContext, type RpcMethod, withContext } from '../context.ts'
import { ACCOUNT_ENCODINGS, accountEncodingOptions, encodeAccount } from '../encodeAccount.ts'
import { formatInnerInstructions, formatReturnData } from '../formatTransaction.ts'
import {
  addressParam,
  booleanField,
  configParam,
  enumField,
  invalidParamsIf,
  u64Param,
} from '../params.ts'
import { invalidParams, RPC_ERROR, RpcError } from '../RpcError.ts'

// A transaction must fit one packet (PACKET_DATA_SIZE).
const MAX_TRANSACTION_BYTES = 1232

/** Decodes a base58/base64 wire transaction param; malformed input is -32602. */
export function decodeWireParam(
  value: unknown,
  config: Record<string, unknown>,
): DecodedTransaction {
  const encoding = enumField(config, 'encoding', ['base58', 'base64'] as const, 'base58')
  invalidParamsIf(typeof value !== 'string', 'expected an encoded transaction string')
  let bytes: Uint8Array
  try {
    bytes =
      encoding === 'base64'
        ? new Uint8Array(Buffer.from(value as string, 'base64'))
        : fromBase58(value as string)
  } catch {
    throw invalidParams(`invalid ${encoding} encoding`)
  }
  invalidParamsIf(
    bytes.length > MAX_TRANSACTION_BYTES,
    `${encoding} encoded transaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES})`,
  )
  try {
    return decodeTransaction(bytes)
  } catch (error) {
    if (error instanceof TransactionDecodeError)
      throw invalidParams(`invalid transaction: ${error.message}`)
    throw error
  }
}

function signatureVerificationFailure(): RpcError {
  return new RpcError(
    RPC_ERROR.signatureVerificationFailure,
    'Transaction signature verification failure',
  )
}

// Preflight: the simulation a validator runs before forwarding (unless skipPreflight).
function preflight(tx: DecodedTransaction, { chain }: RpcContext): void {
  if (!verifySignatures(tx)) throw signatureVerificationFailure()
  const signature = toBase58(tx.signatures[0] as Uint8Array)
  const simulation = chain.simulate(tx, { replaceRecentBlockhash: false })
  const err = chain.transaction(signature) ? 'AlreadyProcessed' : simulation.err
  if (err === null) return
  throw new RpcError(
    RPC_ERROR.preflightFailure,
    `Transaction simulation failed: ${describeTransactionError(err)}`,
    {
      accounts: null,
      err,
      innerInstructions: null,
      loadedAccountsDataSize: 0,
      logs: simulation.logMessages,
      replacementBlockhash: null,
      returnData: formatReturnData(simulation.returnData),
      unitsConsumed: simulation.computeUnitsConsumed,
    },
  )
}

const sendTransaction: RpcMethod = (params, context) => {
  const config = configParam(params[1])
  checkReadConfig(context.chain, config)
  const tx = decodeWireParam(params[0], config)
  const signature = toBase58(tx.signatures[0] as Uint8Array)
  if (!booleanField(config, 'skipPreflight', false)) preflight(tx, context)
  // Without preflight a badly signed transaction is dropped by the leader: it never lands.
  else if (!verifySignatures(tx)) return signature
  context.chain.submit(tx)
  return signature
}

const simulateTransaction: RpcMethod = (params, { chain }) => {
  const config = configParam(params[1])
  checkReadConfig(chain, config)
  const tx = decodeWireParam(params[0], config)
  const sigVerify = booleanField(config, 'sigVerify', false)
  const replaceRecentBlockhash = booleanField(config, 'replaceRecentBlockhash', false)
  invalidParamsIf(
    sigVerify && replaceRecentBlockhash,
    'sigVerify may not be used with replaceRecentBlockhash',
  )
  if (sigVerify && !verifySignatures(tx)) throw signatureVerificationFailure()
  const accountsConfig = configParam(config.accounts)
  const addresses = (accountsConfig.addresses ?? []) as unknown[]
  invalidParamsIf(!Array.isArray(addresses), 'accounts.addresses must be an array')
  const accountOptions = accountEncodingOptions(
    { encoding: enumField(accountsConfig, 'encoding', ACCOUNT_ENCODINGS, 'base64') },
    'base64',
  )
  const simulation = chain.simulate(tx, { replaceRecentBlockhash })
  const accounts =
    config.accounts === undefined || config.accounts === null
      ? null
      : addresses
          .map(addressParam)
          .map((key) =>
            simulation.err !== null
              ? null
              : encodeAccount(
                  chain.svm,
                  simulation.postAccounts.has(key)
                    ? (simulation.postAccounts.get(key) ?? null)
                    : chain.getAccount(key),
                  accountOptions,
                ),
          )
  return withContext(chain, {
    err: simulation.err,
    logs: simulation.logMessages,
    accounts,
    unitsConsumed: simulation.computeUnitsConsumed,
    returnData: formatReturnData(simulation.returnData),
    innerInstructions: booleanField(config, 'innerInstructions', false)
      ? formatInnerInstructions(simulation.innerInstructions, simulation.accountKeys, false)
      : null,
    replacementBlockhash: replaceRecentBlockhash ? chain.latestBlockhash() : null,
    loadedAccountsDataSize: simulation.accountKeys.reduce(
      (sum, key) => sum + (chain.getAccount(key)?.data.length ?? 0),
      0,
    ),
    fee: simulation.err === null ? calculateFee(tx.message) : null,
  })
}

const requestAirdrop: RpcMethod = (params, context) => {
  const to = addressParam(params[0])
  const lamports = u64Param(params[1], 'lamports')
  checkReadConfig(context.chain, configParam(params[2]))
  invalidParamsIf(lamports === 0n, 'lamports must be greater than zero')
  const { signature, outcome } = airdrop(context.chain, context.faucet, to, lamports)
  const err = outcome.landed ? outcome.record.err : outcome.err
  if (err !== null) {
    throw new RpcError(
      RPC_ERROR.internalError,
      `airdrop request failed: ${describeTransactionError(err)}`,
    )
  }
  return signature
}

const getFeeForMessage: RpcMethod = (params, { chain }) => {
  checkReadConfig(chain, configParam(params[1]))
  invalidParamsIf(typeof params[0] !== 'string', 'expected a base64 message')
  let message: DecodedMessage
  try {
    message = decodeMessage(new Uint8Array(Buffer.from(params[0] as string, 'base64')))
  } catch {
    throw invalidParams('invalid message')
  }
  return withContext(
    chain,
    chain.isBlockhashValid(message.recentBlockhash) ? calculateFee(message) : null,
  )
}

/** Transaction writes and the fee quote. */
export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction,
  simulateTransaction,
  requestAirdrop,
  getFeeForMessage,
}
