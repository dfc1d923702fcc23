/** Where reading the token list stands; `error` after a failure (retry blocked 30 s). */
export type TokenBalanceStatus = 'loading' | 'ready' | 'error'
