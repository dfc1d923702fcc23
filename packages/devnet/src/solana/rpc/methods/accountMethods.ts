import { fromBase58, toBase58 } from '../../chain/base58.ts'
import type { AccountState } from '../../chain/readAccount.ts'
import { checkReadConfig, type RpcMethod, withContext } from '../context.ts'
import { accountEncodingOptions, encodeAccount } from '../encodeAccount.ts'
import { addressParam, booleanField, configParam, invalidParamsIf, u64Param } from '../params.ts'

// The validator's cap on keys per getMultipleAccounts call.
const MAX_MULTIPLE_ACCOUNTS = 100

const getAccountInfo: RpcMethod = (params, { chain }) => {
  const key = addressParam(params[0])
  const config = configParam(params[1])
  checkReadConfig(chain, config)
  const options = accountEncodingOptions(config, 'binary')
  return withContext(chain, encodeAccount(chain.svm, chain.getAccount(key), options))
}

const getMultipleAccounts: RpcMethod = (params, { chain }) => {
  const keys = params[0]
  invalidParamsIf(!Array.isArray(keys), 'expected an array of public keys')
  const list = (keys as unknown[]).map(addressParam)
  invalidParamsIf(
    list.length > MAX_MULTIPLE_ACCOUNTS,
    `Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`,
  )
  const config = configParam(params[1])
  checkReadConfig(chain, config)
  const options = accountEncodingOptions(config, 'base64')
  return withContext(
    chain,
    list.map((key) => encodeAccount(chain.svm, chain.getAccount(key), options)),
  )
}

const getBalance: RpcMethod = (params, { chain }) => {
  const key = addressParam(params[0])
  checkReadConfig(chain, configParam(params[1]))
  return withContext(chain, chain.getAccount(key)?.lamports ?? 0n)
}

const getMinimumBalanceForRentExemption: RpcMethod = (params, { chain }) => {
  const length = params[0] === undefined ? 0n : u64Param(params[0], 'data length')
  return chain.svm.minimumBalanceForRentExemption(length)
}

type Filter = {
  dataSize?: unknown
  memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown }
}

function matches(account: AccountState, filter: Filter): boolean {
  if (filter.dataSize !== undefined) return account.data.length === filter.dataSize
  const { offset, bytes, encoding } = filter.memcmp ?? {}
  invalidParamsIf(
    typeof offset !== 'number' || typeof bytes !== 'string',
    'memcmp filter needs offset and bytes',
  )
  const expected =
    encoding === 'base64' ? Buffer.from(bytes as string, 'base64') : fromBase58(bytes as string)
  const start = offset as number
  const actual = account.data.subarray(start, start + expected.length)
  return actual.length === expected.length && actual.every((b, i) => b === expected[i])
}

const getProgramAccounts: RpcMethod = (params, { chain }) => {
  const program = addressParam(params[0])
  const config = configParam(params[1])
  checkReadConfig(chain, config)
  const options = accountEncodingOptions(config, 'binary')
  const filters = (config.filters ?? []) as Filter[]
  invalidParamsIf(!Array.isArray(filters), 'filters must be an array')
  const found = chain.svm
    .getProgramAccounts(fromBase58(program))
    .map((entry) => {
      const account = entry.account()
      const state: AccountState = {
        lamports: account.lamports(),
        data: account.data(),
        owner: program,
        executable: account.executable(),
      }
      return { pubkey: toBase58(entry.address), state }
    })
    .filter(({ state }) => filters.every((filter) => matches(state, filter)))
    .map(({ pubkey, state }) => ({ pubkey, account: encodeAccount(chain.svm, state, options) }))
  return booleanField(config, 'withContext', false) ? withContext(chain, found) : found
}

/** Account reads: getAccountInfo, getMultipleAccounts, getBalance, getProgramAccounts, rent. */
export const accountMethods: Record<string, RpcMethod> = {
  getAccountInfo,
  getMultipleAccounts,
  getBalance,
  getMinimumBalanceForRentExemption,
  getProgramAccounts,
}
