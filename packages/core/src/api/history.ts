// The answer of `GET /v1/account/{address}/history` (SPEC §3 Transaction, §7), defined once:
// the kit reads it into `state.activity` and `@latch/server` writes it. Fields the kit needs are
// required; what the Latch server adds beyond SPEC §3 (`hash`, `nonce`, `value`, `price`, a
// token's `name`, `direction`) is optional, so the kit also reads history hosts that leave it out.

/**
 * What a transaction did for the account. The SPEC §4 display rules name receive, deposit,
 * borrow, claim (+) and withdraw, repay, burn (−); the Latch server sends send, receive, trade,
 * mint, burn, deploy and execute. Any other string may come and shows with no sign.
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
  | 'deploy'
  | 'execute'
  | (string & {})

/** Where a transaction stands; the Latch server sends mined ones only (`confirmed`, `failed`). */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/**
 * One asset movement inside a transaction: a fungible token (native currency included) or an
 * NFT (SPEC §3 Transaction transfers), an entry of {@link Transaction}'s `transfers`.
 *
 * @example
 * const received: TransactionTransfer = {
 *   fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://example.com/usdc' } },
 *   direction: 'in',
 *   quantity: { numeric: '25' },
 *   value: 25,
 *   price: 1,
 * }
 */
export type TransactionTransfer = {
  fungible_info?: { name?: string; symbol: string; icon?: { url: string } } | undefined
  nft_info?:
    | {
        name: string
        /** Absent when the metadata has no usable image. */
        preview?: { url: string }
        /** `is_spam`: the NFT is flagged as spam; such transfers are hidden (SPEC §5 Activity). */
        flags: { is_spam: boolean }
      }
    | undefined
  /** How much moved, in whole units as decimal text (`'1.5'`); `'1'` for an NFT. */
  quantity: { numeric: string }
  /** Seen from the account; the Latch server sends `out` for a transfer to itself. */
  direction?: 'in' | 'out' | 'self'
  /** USD value of the quantity (0 for an NFT on the Latch server). */
  value?: number
  /** USD price of one whole token. */
  price?: number
}

/**
 * One entry of the account's activity (SPEC §3 Transaction), an entry of {@link HistoryPage}.
 * Field names keep the API's snake_case.
 *
 * @example
 * const mint: Transaction = {
 *   id: '0xabc…',
 *   metadata: {
 *     minedAt: '2026-01-02T03:04:05.000Z',
 *     chain: 'eip155:1',
 *     operationType: 'mint',
 *     status: 'confirmed',
 *     sentFrom: '0x0000000000000000000000000000000000000000',
 *     sentTo: '0x1111111111111111111111111111111111111111',
 *   },
 *   transfers: [],
 * }
 */
export type Transaction = {
  /** The transaction hash on the Latch server. */
  id: string
  metadata: {
    /** ISO 8601 time the transaction was mined. */
    minedAt: string
    /** CAIP-2 id of the chain it happened on, e.g. `eip155:1`. */
    chain: string
    operationType: TransactionOperationType
    status: TransactionStatus
    sentFrom: string
    sentTo: string
    /** The transaction hash. */
    hash?: string
    nonce?: number
  }
  transfers: TransactionTransfer[]
}

/**
 * What `GET /v1/account/{address}/history` answers: newest first; `next` is an opaque cursor for
 * the following page, null on the last one. Asked with `minBlock`, the Latch server waits
 * (bounded) for its indexer to reach that block and says in `indexedBlock` how far it got (null:
 * nothing indexed yet); other hosts leave it out.
 */
export type HistoryPage = { data: Transaction[]; next: string | null; indexedBlock?: number | null }
