import { type CaipNetwork, formatUnits } from '@latch/core'
import type { SolanaCommitment } from '@latch/core/adapter'
import { address as toAddress } from '@solana/kit'
import { solanaRpc } from '../utils/solanaRpc.ts'

export type GetBalanceParameters = {
  address: string
  network: CaipNetwork
  /** @defaultValue `'confirmed'` */
  commitment?: SolanaCommitment | undefined
}

/**
 * The account's SOL balance in whole SOL as exact decimal text (lamports / 10^9), read over the
 * network's first HTTP RPC URL. kit parses the lamports as a bigint, so large balances stay exact.
 *
 * @example
 * await getBalance({ address, network: solanaDevnet }) // { balance: '1.5', symbol: 'SOL' }
 */
export async function getBalance({
  address,
  network,
  commitment = 'confirmed',
}: GetBalanceParameters): Promise<{ balance: string; symbol: string }> {
  const { value: lamports } = await solanaRpc(network)
    .getBalance(toAddress(address), { commitment })
    .send()
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(lamports, decimals), symbol }
}
