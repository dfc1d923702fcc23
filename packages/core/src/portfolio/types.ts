/**
 * One token the account holds on one chain (SPEC §3 Token balance), as the balance API
 * (`/v1/account/{address}/balance`) answers it.
 */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 id of the chain, e.g. `eip155:1`. */
  chainId: string
  /** CAIP-10 id of the token contract or mint; absent for the native currency. */
  address?: string
  /** USD value of the quantity. */
  value: number
  /** USD price of one whole token. */
  price: number
  /** Decimals and the amount in whole units as decimal text (`'1.5'`). */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** Where reading the token list stands; `error` after a failure (retry blocked 30 s). */
export type TokenBalanceStatus = 'loading' | 'ready' | 'error'
