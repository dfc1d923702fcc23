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

/**
 * A value movement: the native value of a transaction (logIndex -1), an ERC20 Transfer log or an
 * ERC-721 Transfer log (with `tokenId`, amount 1).
 */
export type IndexedTransfer = {
  txHash: string
  logIndex: number
  /** Null for the native currency. */
  token: string | null
  from: string
  to: string
  amount: bigint
  /** The ERC-721 token id; absent for native and ERC20 transfers. */
  tokenId?: bigint | undefined
}

/** An ERC-721 collection the indexer found (name and symbol may be empty: both are optional). */
export type NftCollection = { address: string; name: string; symbol: string }

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
