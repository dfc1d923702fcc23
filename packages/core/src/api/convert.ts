// The swap calls of the Latch server (SPEC §7 `/v1/convert/*`), defined once: the kit's Swap
// state reads the answers and `@latch/server` writes them. Shapes follow what 1inch and 0x
// answer: amounts in base units as decimal strings, tokens as CAIP-10 ids. Every request also
// carries the project id and sdk parameters, like the other /v1 calls.

/**
 * How a token id names a chain's native currency (ETH): `<caip2>:0xeeee…eeee`, as in
 * `POST /v1/fungible/price` and the aggregators.
 *
 * @example
 * const eth = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`
 */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The `message` of the error answer for a chain the server routes no swaps on (SPEC §8), with
 * the code `swaps_unsupported_network`.
 *
 * @example
 * if (body.error === 'swaps_unsupported_network') show(SWAPS_UNSUPPORTED_MESSAGE)
 */
export const SWAPS_UNSUPPORTED_MESSAGE = 'Network not supported for Swaps'

/**
 * The `message` of `GET /v1/convert/gas-price`'s error answer for a chain the server reads no
 * gas price on (SPEC §8), with the code `gas_price_unsupported_network`.
 *
 * @example
 * if (body.error === 'gas_price_unsupported_network') show(GAS_PRICE_UNSUPPORTED_MESSAGE)
 */
export const GAS_PRICE_UNSUPPORTED_MESSAGE = 'Network not supported for Gas Price'

/**
 * The `error` codes of the convert calls' 4xx answers (`{ error, message }`): classify by
 * these, never by `message`.
 * - `swaps_unsupported_network` (400): no swaps on that chain ({@link SWAPS_UNSUPPORTED_MESSAGE})
 * - `gas_price_unsupported_network` (400): {@link GAS_PRICE_UNSUPPORTED_MESSAGE}
 * - `unsupported_token` (400): a token the server does not swap on that chain
 * - `no_route` (400): no pool path joins the two tokens, or the pools cannot fill the amount
 * - `estimate_failed` (422): the transaction would revert as built (balance, allowance, price)
 * - `invalid_parameter`, `invalid_address`, `invalid_chain_id`, `invalid_body` (400): bad input
 *
 * @example
 * const retryable: ConvertErrorCode[] = ['estimate_failed']
 */
export type ConvertErrorCode =
  | 'swaps_unsupported_network'
  | 'gas_price_unsupported_network'
  | 'unsupported_token'
  | 'no_route'
  | 'estimate_failed'
  | 'invalid_parameter'
  | 'invalid_address'
  | 'invalid_chain_id'
  | 'invalid_body'

/**
 * A token the server swaps, an entry of {@link ConvertTokensAnswer}.
 *
 * @example
 * const usdc: ConvertToken = {
 *   address: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 *   symbol: 'USDC',
 *   name: 'USD Coin',
 *   decimals: 6,
 *   logoUri: 'http://127.0.0.1:8787/public/getTokenImage/usdc',
 * }
 */
export type ConvertToken = {
  /** CAIP-10 id; the native currency ends in {@link NATIVE_TOKEN_ADDRESS}. */
  address: string
  symbol: string
  name: string
  decimals: number
  /** Absolute URL of the token's image. */
  logoUri: string
}

/** What `GET /v1/convert/tokens?chainId=<caip2>` answers: the native currency first. */
export type ConvertTokensAnswer = { tokens: ConvertToken[] }

/**
 * The query of `GET /v1/convert/quotes` (all values are query strings).
 *
 * @example
 * const query: ConvertQuotesParameters = {
 *   chainId: 'eip155:31337',
 *   from: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 *   to: 'eip155:31337:0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
 *   amount: '100000000',
 * }
 */
export type ConvertQuotesParameters = {
  /** CAIP-2 id of the chain. */
  chainId: string
  /** CAIP-10 id of the token sold. */
  from: string
  /** CAIP-10 id of the token bought. */
  to: string
  /** Base units of `from` to sell, a positive decimal integer. Give this or `toAmount`. */
  amount?: string
  /**
   * Base units of `to` to buy instead (an exact-output quote: `fromAmount` is what it costs,
   * from the router's `getAmountsIn`). Give this or `amount`, not both.
   */
  toAmount?: string
  /** EVM address of the seller; when it can already swap, the gas is simulated for it. */
  userAddress?: string
  /**
   * Wei per gas the fee is reckoned at.
   * @defaultValue the chain's `standard` gas price
   */
  gasPrice?: string
}

/**
 * One way to make the swap, an entry of {@link ConvertQuotesAnswer}.
 *
 * @example
 * const quote: ConvertQuote = {
 *   from: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 *   to: 'eip155:31337:0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
 *   fromAmount: '100000000',
 *   toAmount: '99690060900928177531',
 *   path: [
 *     'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 *     'eip155:31337:0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
 *   ],
 *   priceImpact: 0.31,
 *   gas: '120000',
 *   gasPrice: '1000000000',
 *   fee: '120000000000000',
 * }
 */
export type ConvertQuote = {
  /** CAIP-10 id of the token sold, as asked. */
  from: string
  /** CAIP-10 id of the token bought, as asked. */
  to: string
  /** Base units sold (decimal string): the request's `amount`, or what `toAmount` costs. */
  fromAmount: string
  /**
   * Base units bought at the current pool prices (decimal string), before slippage: the
   * request's `toAmount`, or what `amount` yields.
   */
  toAmount: string
  /**
   * The pools' token path, CAIP-10 ids from `from` to `to`; the native currency appears as its
   * wrapped token (WETH), which the router wraps and unwraps.
   */
  path: string[]
  /**
   * Percent the trade loses against the USD prices of `POST /v1/fungible/price` (0.5 is half
   * a percent; the pool fee counts); null when either price is unknown.
   */
  priceImpact: number | null
  /** Gas units the swap takes (decimal string): simulated, or the path's typical cost. */
  gas: string
  /** Wei per gas the fee is reckoned at (decimal string). */
  gasPrice: string
  /** Network fee in wei of the native currency: `gas × gasPrice` (decimal string). */
  fee: string
}

/** What `GET /v1/convert/quotes` answers: the best quote first. */
export type ConvertQuotesAnswer = { quotes: ConvertQuote[] }

/**
 * The query of `GET /v1/convert/allowance`.
 *
 * @example
 * const query: ConvertAllowanceParameters = {
 *   chainId: 'eip155:31337',
 *   tokenAddress: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 *   userAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 * }
 */
export type ConvertAllowanceParameters = {
  chainId: string
  /** CAIP-10 id of the token (the native currency needs no allowance: always the maximum). */
  tokenAddress: string
  userAddress: string
}

/** What `GET /v1/convert/allowance` answers: base units the swap contract may spend. */
export type ConvertAllowanceAnswer = { allowance: string }

/**
 * What `GET /v1/convert/gas-price?chainId=<caip2>` answers: wei per gas as decimal strings,
 * from slowest to fastest.
 *
 * @example
 * const prices: ConvertGasPriceAnswer = {
 *   standard: '1000000000',
 *   fast: '1250000000',
 *   instant: '1500000000',
 * }
 */
export type ConvertGasPriceAnswer = { standard: string; fast: string; instant: string }

/**
 * A transaction for the wallet to send as it is (`eth_sendTransaction`).
 *
 * @example
 * const tx: ConvertTransaction = {
 *   from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   to: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 *   data: '0x095ea7b3',
 *   value: '0',
 * }
 */
export type ConvertTransaction = {
  /** The user's address. */
  from: `0x${string}`
  /** The contract to call: the token for an approval, the swap contract for a swap. */
  to: `0x${string}`
  data: `0x${string}`
  /** Wei sent along (decimal string); the amount sold when it is the native currency. */
  value: string
  /** Estimated gas units (decimal string); absent when the estimate was skipped. */
  gas?: string
}

/**
 * The query of `GET /v1/convert/build-approve`: an approval of exactly `amount` of `from` to the
 * swap contract.
 *
 * @example
 * const query: ConvertBuildApproveParameters = {
 *   chainId: 'eip155:31337',
 *   from: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
 *   to: 'eip155:31337:0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
 *   amount: '100000000',
 *   userAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 * }
 */
export type ConvertBuildApproveParameters = {
  chainId: string
  /** CAIP-10 id of the token to approve (the one sold); never the native currency. */
  from: string
  /** CAIP-10 id of the token bought. */
  to: string
  /** Base units to approve. */
  amount: string
  userAddress: string
}

/** What `GET /v1/convert/build-approve` answers. */
export type ConvertBuildApproveAnswer = { tx: ConvertTransaction }

/**
 * The JSON body of `POST /v1/convert/build-transaction`.
 *
 * @example
 * const body: ConvertBuildTransactionBody = {
 *   projectId: 'latch-dev-project',
 *   chainId: 'eip155:31337',
 *   userAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
 *   to: 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
 *   amount: '10000000000000000',
 * }
 */
export type ConvertBuildTransactionBody = {
  projectId?: string
  chainId: string
  userAddress: string
  /** CAIP-10 id of the token sold. */
  from: string
  /** CAIP-10 id of the token bought. */
  to: string
  /** Base units of `from` to sell (decimal string). */
  amount: string
  /**
   * Percent the price may move against the user before the swap reverts (SPEC §9), from 0 to 50.
   * @defaultValue 1
   */
  slippage?: number
  /**
   * Unix time in seconds after which the swap reverts.
   * @defaultValue 20 minutes after the request
   */
  deadline?: number
  /**
   * Skip the gas estimate (`tx.gas` absent), e.g. before the approval is mined.
   * @defaultValue false
   */
  disableEstimate?: boolean
}

/**
 * What `POST /v1/convert/build-transaction` answers: the swap transaction and the amounts it
 * was built for.
 */
export type ConvertBuildTransactionAnswer = {
  tx: ConvertTransaction
  /** The quote it was built on (as {@link ConvertQuote}). */
  fromAmount: string
  toAmount: string
  /** The least the swap accepts: `toAmount × (1 − slippage / 100)`, rounded down. */
  toAmountMin: string
  path: string[]
  /** The slippage applied, in percent. */
  slippage: number
  /** Unix time in seconds the swap is valid until. */
  deadline: number
}
