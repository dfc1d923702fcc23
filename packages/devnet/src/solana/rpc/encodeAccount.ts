import type { LiteSvm } from 'litesvm/dist/internal.js'
import { toBase58, toBase64 } from '../chain/base58.ts'
import type { AccountState } from '../chain/readAccount.ts'
import { mintDecimals } from '../chain/tokenBalances.ts'
import {
  decodeMint,
  decodeTokenAccount,
  type TokenAccountState,
  toUiTokenAmount,
} from '../chain/tokenLayouts.ts'
import { TOKEN_2022_PROGRAM_ADDRESS } from '../constants.ts'
import { enumField, invalidParamsIf } from './params.ts'

export const ACCOUNT_ENCODINGS = [
  'binary',
  'base58',
  'base64',
  'base64+zstd',
  'jsonParsed',
] as const
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number]

// Every account reports rentEpoch u64::MAX since rent collection ended (SIMD-0267).
const RENT_EPOCH_MAX = 18_446_744_073_709_551_615n
// The validator refuses base58 for larger data: it is slow to encode.
const MAX_BASE58_BYTES = 128

export type AccountEncodingOptions = {
  encoding: AccountEncoding
  dataSlice: { offset: number; length: number } | null
}

/** Reads `encoding` and `dataSlice` from a config object. */
export function accountEncodingOptions(
  config: Record<string, unknown>,
  fallback: AccountEncoding,
): AccountEncodingOptions {
  const encoding = enumField(config, 'encoding', ACCOUNT_ENCODINGS, fallback)
  invalidParamsIf(encoding === 'base64+zstd', 'base64+zstd encoding is not supported by the devnet')
  const slice = config.dataSlice as { offset?: unknown; length?: unknown } | undefined | null
  if (slice === undefined || slice === null) return { encoding, dataSlice: null }
  const { offset, length } = slice
  invalidParamsIf(
    !Number.isSafeInteger(offset) || !Number.isSafeInteger(length),
    'dataSlice needs integer offset and length',
  )
  return { encoding, dataSlice: { offset: offset as number, length: length as number } }
}

function tokenAccountInfo(svm: LiteSvm, token: TokenAccountState) {
  const decimals = mintDecimals(svm, token.mint) ?? 0
  return {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: toUiTokenAmount(token.amount, decimals),
    ...(token.delegate && {
      delegate: token.delegate,
      delegatedAmount: toUiTokenAmount(token.delegatedAmount, decimals),
    }),
    ...(token.isNative !== null && { rentExemptReserve: toUiTokenAmount(token.isNative, 9) }),
    ...(token.closeAuthority && { closeAuthority: token.closeAuthority }),
  }
}

/** The `parsed` form of SPL token accounts and mints, or null for other accounts. */
export function parseAccountData(svm: LiteSvm, account: AccountState) {
  const program = account.owner === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
  const token = decodeTokenAccount(account.owner, account.data)
  if (token) {
    return {
      program,
      parsed: { info: tokenAccountInfo(svm, token), type: 'account' },
      space: account.data.length,
    }
  }
  const mint = decodeMint(account.owner, account.data)
  if (mint) {
    const info = { ...mint, supply: mint.supply.toString() }
    return { program, parsed: { info, type: 'mint' }, space: account.data.length }
  }
  return null
}

/** Encodes an account's data as the RPC does for `encoding`. */
export function encodeAccountData(
  svm: LiteSvm,
  account: AccountState,
  options: AccountEncodingOptions,
) {
  if (options.encoding === 'jsonParsed') {
    const parsed = parseAccountData(svm, account)
    // Accounts without a parser fall back to base64, as on a validator.
    if (parsed) return parsed
  }
  const { dataSlice } = options
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (options.encoding === 'base58' || options.encoding === 'binary') {
    invalidParamsIf(
      data.length > MAX_BASE58_BYTES,
      'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    )
    return options.encoding === 'binary' ? toBase58(data) : [toBase58(data), 'base58']
  }
  return [toBase64(data), 'base64']
}

/** The RPC's account object (or null). */
export function encodeAccount(
  svm: LiteSvm,
  account: AccountState | null,
  options: AccountEncodingOptions,
) {
  if (account === null) return null
  return {
    data: encodeAccountData(svm, account, options),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EPOCH_MAX,
    space: account.data.length,
  }
}
