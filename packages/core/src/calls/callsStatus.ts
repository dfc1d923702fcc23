/** One receipt of a batch (EIP-5792), numbers as bigints. */
export type CallsReceipt = {
  transactionHash: string
  blockHash: string
  blockNumber: bigint
  gasUsed: bigint
  status: 'success' | 'reverted'
  logs: { address: string; data: string; topics: string[] }[]
}

/** A batch's status, read from the wallet (EIP-5792 `wallet_getCallsStatus`, v2.0.0). */
export type CallsStatus = {
  id: string
  /** The chain the batch runs on. */
  chainId: number
  /** `pending` (1xx), `success` (2xx), `failure` (3xx–6xx): read from `statusCode`. */
  status: 'pending' | 'success' | 'failure' | undefined
  /** The wallet's code: 100 pending, 200 confirmed, 400 failed off-chain, 500 reverted … */
  statusCode: number
  /** The calls ran in one transaction (a smart account's user operation is one). */
  atomic: boolean
  receipts: CallsReceipt[]
  capabilities?: Record<string, unknown>
}

type RawReceipt = {
  transactionHash: string
  blockHash: string
  blockNumber: string
  gasUsed: string
  status: string
  logs?: CallsReceipt['logs']
}

type RawStatus = {
  id?: string
  chainId: string
  status: number
  atomic?: boolean
  receipts?: RawReceipt[]
  capabilities?: Record<string, unknown>
}

/** The wallet's hex answer as a {@link CallsStatus}. */
export function toCallsStatus(id: string, raw: RawStatus): CallsStatus {
  const code = Number(raw.status)
  const status =
    code >= 100 && code < 200
      ? 'pending'
      : code >= 200 && code < 300
        ? 'success'
        : code >= 300 && code < 700
          ? 'failure'
          : undefined
  return {
    id: raw.id ?? id,
    chainId: Number(raw.chainId),
    status,
    statusCode: code,
    atomic: raw.atomic ?? false,
    receipts: (raw.receipts ?? []).map((receipt) => ({
      transactionHash: receipt.transactionHash,
      blockHash: receipt.blockHash,
      blockNumber: BigInt(receipt.blockNumber),
      gasUsed: BigInt(receipt.gasUsed),
      status: BigInt(receipt.status) === 1n ? 'success' : 'reverted',
      logs: receipt.logs ?? [],
    })),
    ...(raw.capabilities ? { capabilities: raw.capabilities } : {}),
  }
}
