/** A transaction as the indexer stores it (addresses lower case). */
export type IndexedTransaction = {
  hash: string
  index: number
  from: string
  to: string | null
  value: bigint
  nonce: number
  status: 'confirmed' | 'failed'
}

/** A value movement: the native value of a transaction (logIndex -1) or an ERC20 Transfer log. */
export type IndexedTransfer = {
  txHash: string
  logIndex: number
  /** Null for the native currency. */
  token: string | null
  from: string
  to: string
  amount: bigint
}

/** One block's worth of index data. */
export type IndexedBlock = {
  number: bigint
  hash: string
  parentHash: string
  timestamp: bigint
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}

/** The last block the index holds for a chain. */
export type IndexCursor = { number: bigint; hash: string }
