import type { CaipNetworkId } from './network.ts'

/**
 * What a transaction did for the account. The SPEC §4 display rules name the first eight; the
 * history API may send others, which show with no sign.
 */
export type TransactionOperationType =
  | 'receive'
  | 'deposit'
  | 'borrow'
  | 'claim'
  | 'withdraw'
  | 'repay'
  | 'burn'
  | 'send'
  | 'mint'
  | 'trade'
  | 'approve'
  | 'execute'
  | (string & {})

/** Where a transaction of the activity list stands. */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** An image the history API links to. */
export type TransactionImage = { url: string }

/** One asset movement inside a transaction: a fungible token or an NFT (SPEC §3 Transaction). */
export type TransactionTransfer = {
  fungible_info?: { name?: string; symbol: string; icon?: TransactionImage } | undefined
  nft_info?:
    | {
        name: string
        preview?: TransactionImage
        /** `is_spam`: the history API flags the NFT as spam; such transfers are hidden (SPEC §5). */
        flags: { is_spam: boolean }
      }
    | undefined
  /** How much moved, in whole units as decimal text (`'1.5'`). */
  quantity: { numeric: string }
  direction?: 'in' | 'out' | 'self'
}

/**
 * One entry of the account's activity, as the history API (`/v1/account/{account}/history`)
 * returns it (SPEC §3 Transaction). Field names keep the API's snake_case.
 */
export type Transaction = {
  id: string
  metadata: {
    /** ISO 8601 time the transaction was mined. */
    minedAt: string
    /** The CAIP-2 id of the chain it happened on. */
    chain: CaipNetworkId
    operationType: TransactionOperationType
    status: TransactionStatus
    sentFrom: string
    sentTo: string
  }
  transfers: TransactionTransfer[]
}
