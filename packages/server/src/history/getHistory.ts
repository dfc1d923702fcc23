import type { HistoryPage, Transaction, TransactionTransfer } from '@latch/core/api'
import { formatUnits, getAddress } from 'viem'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import { type PriceTable, priceOf } from '../chain/prices.ts'
import type { Db } from '../db/db.ts'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader.ts'
import { fallbackName } from '../nfts/getNfts.ts'
import { isSpamContract } from '../nfts/isSpamContract.ts'
import { chainKey, type NftMetadataIndex, readNftMetadata } from '../nfts/readNftMetadata.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'
import { operationType } from './operationType.ts'
import { queryHistory, type TransactionRow, type TransferRow } from './queryHistory.ts'

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20

export type GetHistoryParameters = {
  address: `0x${string}`
  chainId?: string | undefined
  cursor?: string | undefined
  chains: ChainRegistry
  prices: PriceTable
  /** Absolute icon URL for a token symbol. */
  tokenIconUrl: (symbol: string) => string
  /** Reads NFT names and images; without it NFT transfers show `<collection> #id`, no preview. */
  nftMetadata?: NftMetadataReader | undefined
  pageSize?: number | undefined
}

/** One page of an account's indexed history, newest first, with the cursor of the next page. */
export async function getHistory(db: Db, parameters: GetHistoryParameters): Promise<HistoryPage> {
  const { address, chainId, cursor, pageSize = HISTORY_PAGE_SIZE } = parameters
  const account = address.toLowerCase()
  const { transactions, transfers } = await queryHistory(db, {
    address: account,
    chainId,
    after: cursor ? decodeCursor(cursor) : undefined,
    // One extra row tells whether another page follows.
    limit: pageSize + 1,
  })
  const page = transactions.slice(0, pageSize)
  const last = page.at(-1)
  const next =
    transactions.length > pageSize && last
      ? encodeCursor({
          minedAt: toIso(last.mined_at),
          chainId: last.chain_id,
          blockNumber: last.block_number,
          txIndex: last.tx_index,
        })
      : null
  const byTx = new Map<string, TransferRow[]>()
  for (const t of transfers) {
    const key = `${t.chain_id}/${t.tx_hash}`
    byTx.set(key, [...(byTx.get(key) ?? []), t])
  }
  const pageTransfers = page.flatMap((row) => byTx.get(`${row.chain_id}/${row.hash}`) ?? [])
  const nfts: NftMetadataIndex = parameters.nftMetadata
    ? await readNftMetadata(
        parameters.nftMetadata,
        parameters.chains,
        pageTransfers.flatMap((t) =>
          t.token_id !== null && t.token_address !== null
            ? [{ chainId: t.chain_id, contract: t.token_address, tokenId: t.token_id }]
            : [],
        ),
        // History without previews still answers: an RPC failure only loses them.
        'skip',
      )
    : new Map()
  return {
    data: page.map((row) =>
      toTransaction(account, row, byTx.get(`${row.chain_id}/${row.hash}`) ?? [], parameters, nfts),
    ),
    next,
  }
}

function toTransaction(
  account: string,
  row: TransactionRow,
  transfers: TransferRow[],
  { chains, prices, tokenIconUrl }: GetHistoryParameters,
  nfts: NftMetadataIndex,
): Transaction {
  const movements = transfers.map((t) => ({ from: t.from_address, to: t.to_address }))
  // The counterpart of the account's first transfer says more than the token contract does.
  const first = transfers[0]
  const native = chains.get(row.chain_id)?.nativeCurrency ?? {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  }
  return {
    id: row.hash,
    metadata: {
      operationType: operationType(
        account,
        { from: row.from_address, to: row.to_address },
        movements,
      ),
      hash: row.hash,
      minedAt: toIso(row.mined_at),
      sentFrom: getAddress(first?.from_address ?? row.from_address),
      sentTo: getAddress(first?.to_address ?? row.to_address ?? row.from_address),
      status: row.status,
      nonce: Number(row.nonce),
      chain: row.chain_id,
    },
    transfers: transfers.map((t): TransactionTransfer => {
      const direction = t.from_address === account ? 'out' : 'in'
      if (t.token_id !== null && t.token_address !== null) {
        const metadata = nfts.get(
          chainKey({ chainId: t.chain_id, contract: t.token_address, tokenId: t.token_id }),
        )
        const image = metadata?.image
        return {
          nft_info: {
            name: metadata?.name ?? fallbackName(t.collection_name, t.token_id),
            ...(image ? { preview: { url: image } } : {}),
            flags: { is_spam: isSpamContract(chains.get(t.chain_id), t.token_address) },
          },
          direction,
          quantity: { numeric: '1' },
          value: 0,
          price: 0,
        }
      }
      const isNative = t.token_address === null
      const symbol = isNative ? native.symbol : (t.symbol ?? 'UNKNOWN')
      const decimals = isNative ? native.decimals : (t.decimals ?? 0)
      const numeric = formatUnits(BigInt(t.amount), decimals)
      const price = priceOf(prices, symbol)
      return {
        fungible_info: {
          name: isNative ? native.name : (t.name ?? 'Unknown token'),
          symbol,
          icon: { url: tokenIconUrl(symbol) },
        },
        direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      }
    }),
  }
}

function toIso(value: Date | string): string {
  return new Date(value).toISOString()
}
