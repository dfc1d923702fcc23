import { type Hex, type Log, type TransactionReceipt, toHex } from 'viem'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { routerEtherTransfers } from './routerEtherTransfers.ts'
import type { IndexedBlock, IndexedTransfer } from './types.ts'

/** keccak256('Transfer(address,address,uint256)') */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/**
 * Reads blocks `from`..`to` with their transactions and receipts (eth_getBlockReceipts) in
 * parallel; viem batches the calls into JSON-RPC batches.
 */
export async function fetchBlocks(
  chain: ChainRuntime,
  from: bigint,
  to: bigint,
): Promise<IndexedBlock[]> {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  return Promise.all(numbers.map((number) => fetchBlock(chain, number)))
}

async function fetchBlock(chain: ChainRuntime, number: bigint): Promise<IndexedBlock> {
  const [block, receipts] = await Promise.all([
    chain.client.getBlock({ blockNumber: number, includeTransactions: true }),
    chain.client.request({ method: 'eth_getBlockReceipts', params: [toHex(number)] }) as Promise<
      RpcReceipt[] | null
    >,
  ])
  const receiptByHash = new Map((receipts ?? []).map((r) => [r.transactionHash.toLowerCase(), r]))
  const transfers: IndexedTransfer[] = []
  const transactions = block.transactions.map((tx) => {
    const receipt = receiptByHash.get(tx.hash.toLowerCase())
    const status = receipt?.status === '0x1' ? ('confirmed' as const) : ('failed' as const)
    const to = tx.to?.toLowerCase() ?? receipt?.contractAddress?.toLowerCase() ?? null
    // Failed transactions move no value: skip their native value and (absent) logs.
    if (status === 'confirmed' && tx.value > 0n && to) {
      transfers.push({
        txHash: tx.hash.toLowerCase(),
        logIndex: -1,
        token: null,
        from: tx.from.toLowerCase(),
        to,
        amount: tx.value,
      })
    }
    for (const log of receipt?.logs ?? []) {
      const transfer = parseTransferLog(log)
      if (transfer) transfers.push(transfer)
    }
    if (status === 'confirmed') {
      transfers.push(...routerEtherTransfers(chain.config.swaps, tx, receipt?.logs ?? []))
    }
    return {
      hash: tx.hash.toLowerCase(),
      index: tx.transactionIndex ?? 0,
      from: tx.from.toLowerCase(),
      to: tx.to?.toLowerCase() ?? null,
      value: tx.value,
      nonce: tx.nonce,
      status,
    }
  })
  return {
    number,
    hash: block.hash.toLowerCase(),
    parentHash: block.parentHash.toLowerCase(),
    timestamp: block.timestamp,
    transactions,
    transfers,
  }
}

type RpcLog = Pick<Log<Hex>, 'address' | 'topics' | 'data'> & {
  logIndex: Hex
  transactionHash: Hex
}
type RpcReceipt = Pick<TransactionReceipt, 'transactionHash'> & {
  status: Hex
  contractAddress: Hex | null
  logs: RpcLog[]
}

/**
 * The same `Transfer(address,address,uint256)` event: ERC20 has 3 topics and the amount as data;
 * ERC-721 indexes the token id too, making 4 topics and no data.
 */
function parseTransferLog(log: RpcLog): IndexedTransfer | undefined {
  const [topic, fromTopic, toTopic, idTopic] = log.topics
  if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) return undefined
  const base = {
    txHash: log.transactionHash.toLowerCase(),
    logIndex: Number(log.logIndex),
    token: log.address.toLowerCase(),
    from: `0x${fromTopic.slice(26)}`.toLowerCase(),
    to: `0x${toTopic.slice(26)}`.toLowerCase(),
  }
  if (log.topics.length === 3 && log.data.length === 66) {
    return { ...base, amount: BigInt(log.data) }
  }
  if (log.topics.length === 4 && idTopic && log.data === '0x') {
    return { ...base, amount: 1n, tokenId: BigInt(idTopic) }
  }
  return undefined
}
