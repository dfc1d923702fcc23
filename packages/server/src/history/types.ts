/** Operation types of a transaction, seen from the account whose history is read. */
export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'deploy' | 'execute'

/** One value movement in a transaction (SPEC §3 Transaction transfers). */
export type HistoryTransfer = {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  /** Transfers from the account (self-transfers included) are `out`. */
  direction: 'in' | 'out'
  quantity: { numeric: string }
  /** USD value of the quantity at the configured price. */
  value: number
  price: number
}

/** A transaction of `GET /v1/account/:address/history` (SPEC §3 Transaction). */
export type HistoryTransaction = {
  /** The transaction hash. */
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    /** ISO 8601 time of the block. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    /** CAIP-2 chain id. */
    chain: string
  }
  transfers: HistoryTransfer[]
}

/** The answer of the history endpoint; `next` is an opaque cursor, null on the last page. */
export type HistoryPage = { data: HistoryTransaction[]; next: string | null }
