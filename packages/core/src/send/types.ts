import type { ChainNamespace } from '../utils/chainNamespace.ts'

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

export type SendTokenParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace | undefined
  token: SendableToken | null | undefined
  /** In whole units of the token, as typed (`'12.5'`). */
  amount: string | number | null | undefined
  /** The receiver: an address of the chain, or a name (eip155, looked up on the server). */
  to: string | null | undefined
}

export type SendTokenReturnType = {
  /** The transaction hash (eip155) or signature (solana). */
  hash: string
}

/** A receiver ready to send to. */
export type ResolvedReceiver = {
  address: string
  /** The name the visitor typed, when the receiver was looked up by name. */
  name?: string
  /** The name's avatar (an http(s) or `data:image/` URL), if it has one. */
  avatar?: string
}
