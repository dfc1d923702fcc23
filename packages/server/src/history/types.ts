/** Operation types of a transaction, seen from the account whose history is read. */
export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'deploy' | 'execute'

/** One fungible (native or ERC20) movement in a transaction (SPEC §3 Transaction transfers). */
export type HistoryFungibleTransfer = {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  /** Transfers from the account (self-transfers included) are `out`. */
  direction: 'in' | 'out'
  quantity: { numeric: string }
  /** USD value of the quantity at the configured price. */
  value: number
  price: number
}

/**
 * One ERC-721 movement (SPEC §3 Transaction transfers `nft_info`). `preview` is absent when the
 * metadata has no usable image; `flags.is_spam` follows the chain's `spamContracts`, and the kit
 * hides transactions whose transfers are all spam (SPEC §5 Activity).
 */
export type HistoryNftTransfer = {
  nft_info: { name: string; preview?: { url: string }; flags: { is_spam: boolean } }
  direction: 'in' | 'out'
  /** Always `'1'`. */
  quantity: { numeric: string }
  /** NFTs have no price in this server: 0. */
  value: number
  price: number
}

/** One value movement in a transaction: fungible or NFT. */
export type HistoryTransfer = HistoryFungibleTransfer | HistoryNftTransfer

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
