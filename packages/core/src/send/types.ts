/**
 * The token to send. A SPEC §3 token balance entry fits as it is; only these fields are read.
 */
export type SendableToken = {
  symbol: string
  /**
   * The token's contract (eip155) or mint (solana), as a CAIP-10 id (`eip155:1:0x…`) or a plain
   * address; absent for the native currency.
   */
  address?: string | undefined
  /** `decimals` of the token; `numeric` is the balance in whole units (`'12.5'`). */
  quantity: { decimals: string | number; numeric: string }
}

/** A receiver ready to send to. */
export type ResolvedReceiver = {
  address: string
  /** The name the visitor typed, when the receiver was looked up by name. */
  name?: string
  /** The name's avatar (an http(s) or `data:image/` URL), if it has one. */
  avatar?: string
}

/** A send's network fee in the native currency. */
export type SendFee = {
  /** In the native currency's smallest unit (wei, lamports). */
  value: bigint
  /** In whole units of the native currency (`'0.000042'`). */
  formatted: string
  symbol: string
}
