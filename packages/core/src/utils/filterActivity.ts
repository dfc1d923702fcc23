import type { Transaction } from '../api/history.ts'
import type { CaipNetworkId } from '../types/network.ts'

export type FilterActivityParameters = {
  /** The CAIP-2 id of the connected network, e.g. `eip155:1`. */
  chainId: CaipNetworkId
}

/**
 * The activity entries to show (SPEC §5 Activity): only those on the connected chain, and not
 * those whose transfers are all NFTs flagged as spam (airdropped scam NFTs would otherwise fill
 * the list). A transaction with no transfers (an approval, a contract call) is kept; one with a
 * single real transfer beside spam is kept. Order is kept.
 *
 * @example
 * filterActivity(transactions, { chainId: 'eip155:1' })
 */
export function filterActivity<transaction extends Transaction>(
  transactions: readonly transaction[],
  { chainId }: FilterActivityParameters,
): transaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === chainId && !isAllSpam(transaction),
  )
}

function isAllSpam({ transfers }: Transaction): boolean {
  return (
    transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}
