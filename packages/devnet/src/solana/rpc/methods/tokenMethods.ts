import { fromBase58, toBase58 } from '../../chain/base58.ts'
import type { SolanaChain } from '../../chain/createSolanaChain.ts'
import type { AccountState } from '../../chain/readAccount.ts'
import { mintDecimals } from '../../chain/tokenBalances.ts'
import {
  decodeMint,
  decodeTokenAccount,
  isTokenProgram,
  type TokenAccountState,
  toUiTokenAmount,
} from '../../chain/tokenLayouts.ts'
import { checkReadConfig, type RpcMethod, withContext } from '../context.ts'
import { accountEncodingOptions, encodeAccount } from '../encodeAccount.ts'
import { addressParam, configParam } from '../params.ts'
import { invalidParam } from '../RpcError.ts'

// getTokenLargestAccounts answers at most this many accounts.
const LARGEST_ACCOUNTS_LIMIT = 20

type TokenAccountEntry = { pubkey: string; state: AccountState; token: TokenAccountState }

function tokenAccountsOf(chain: SolanaChain, program: string): TokenAccountEntry[] {
  return chain.svm.getProgramAccounts(fromBase58(program)).flatMap((entry) => {
    const account = entry.account()
    const state = {
      lamports: account.lamports(),
      data: account.data(),
      owner: program,
      executable: account.executable(),
    }
    const token = decodeTokenAccount(program, state.data)
    return token ? [{ pubkey: toBase58(entry.address), state, token }] : []
  })
}

/** The token program (and optional mint) a `{ mint } | { programId }` filter selects. */
function tokenFilter(chain: SolanaChain, value: unknown): { program: string; mint: string | null } {
  const filter = (value ?? {}) as { mint?: unknown; programId?: unknown }
  if (filter.mint !== undefined) {
    const mint = addressParam(filter.mint)
    const account = chain.getAccount(mint)
    if (!account || !decodeMint(account.owner, account.data))
      throw invalidParam('could not find mint')
    return { program: account.owner, mint }
  }
  if (filter.programId !== undefined) {
    const program = addressParam(filter.programId)
    if (!isTokenProgram(program)) throw invalidParam('unrecognized Token program id')
    return { program, mint: null }
  }
  throw invalidParam('expected { mint } or { programId } filter')
}

const getTokenAccountsByOwner: RpcMethod = (params, { chain }) => {
  const owner = addressParam(params[0])
  const { program, mint } = tokenFilter(chain, params[1])
  const config = configParam(params[2])
  checkReadConfig(chain, config)
  const options = accountEncodingOptions(config, 'binary')
  const found = tokenAccountsOf(chain, program)
    .filter(({ token }) => token.owner === owner && (mint === null || token.mint === mint))
    .map(({ pubkey, state }) => ({ pubkey, account: encodeAccount(chain.svm, state, options) }))
  return withContext(chain, found)
}

const getTokenAccountBalance: RpcMethod = (params, { chain }) => {
  const key = addressParam(params[0])
  checkReadConfig(chain, configParam(params[1]))
  const account = chain.getAccount(key)
  const token = account && decodeTokenAccount(account.owner, account.data)
  if (!token) throw invalidParam('not a Token account')
  return withContext(chain, toUiTokenAmount(token.amount, mintDecimals(chain.svm, token.mint) ?? 0))
}

const getTokenSupply: RpcMethod = (params, { chain }) => {
  const key = addressParam(params[0])
  checkReadConfig(chain, configParam(params[1]))
  const account = chain.getAccount(key)
  const mint = account && decodeMint(account.owner, account.data)
  if (!mint) throw invalidParam('not a Token mint')
  return withContext(chain, toUiTokenAmount(mint.supply, mint.decimals))
}

const getTokenLargestAccounts: RpcMethod = (params, { chain }) => {
  const mint = addressParam(params[0])
  checkReadConfig(chain, configParam(params[1]))
  const account = chain.getAccount(mint)
  const decoded = account && decodeMint(account.owner, account.data)
  if (!account || !decoded) throw invalidParam('not a Token mint')
  const largest = tokenAccountsOf(chain, account.owner)
    .filter(({ token }) => token.mint === mint)
    .sort((a, b) =>
      b.token.amount > a.token.amount ? 1 : b.token.amount < a.token.amount ? -1 : 0,
    )
    .slice(0, LARGEST_ACCOUNTS_LIMIT)
    .map(({ pubkey, token }) => ({
      address: pubkey,
      ...toUiTokenAmount(token.amount, decoded.decimals),
    }))
  return withContext(chain, largest)
}

/** SPL token reads. */
export const tokenMethods: Record<string, RpcMethod> = {
  getTokenAccountsByOwner,
  getTokenAccountBalance,
  getTokenSupply,
  getTokenLargestAccounts,
}
