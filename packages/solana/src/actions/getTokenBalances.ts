import { type CaipNetwork, type CaipNetworkId, formatUnits } from '@latch/core'
import type { SolanaCommitment } from '@latch/core/adapter'
import { address as toAddress } from '@solana/kit'
import { solanaRpc } from '../utils/solanaRpc.ts'
import { TOKEN_PROGRAMS } from '../utils/tokenPrograms.ts'

/** One SPL token an owner holds, summed over all its token accounts of that mint. */
export type SolanaTokenBalance = {
  /** The mint address. */
  address: string
  chainId: CaipNetworkId
  /** The program that owns the mint (Token or Token-2022). */
  tokenProgram: string
  /** In the token's smallest unit. */
  amount: bigint
  /** SPEC §3 token-balance quantity: decimals, and the amount in whole tokens as exact text. */
  quantity: { decimals: string; numeric: string }
  /** The owner's token accounts of this mint, holding `amount` between them. */
  tokenAccounts: string[]
}

export type GetTokenBalancesParameters = {
  /** The owner's wallet address. */
  address: string
  network: CaipNetwork
  /** @defaultValue `'confirmed'` */
  commitment?: SolanaCommitment | undefined
}

type ParsedTokenAccount = {
  parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } }
}

/**
 * The SPL balances of `address` (Token and Token-2022 programs) straight from the chain
 * (`getTokenAccountsByOwner`, jsonParsed), one entry per mint in the RPC's order. Names, symbols
 * and prices are not on chain; the Tokens tab merges these with the blockchain API's metadata.
 * Empty accounts are kept (amount 0): whether to list them is the caller's choice.
 *
 * @example
 * const balances = await getTokenBalances({ address, network: solanaDevnet })
 */
export async function getTokenBalances({
  address,
  network,
  commitment = 'confirmed',
}: GetTokenBalancesParameters): Promise<SolanaTokenBalance[]> {
  const rpc = solanaRpc(network)
  const owner = toAddress(address)
  const responses = await Promise.all(
    TOKEN_PROGRAMS.map((programId) =>
      rpc
        .getTokenAccountsByOwner(owner, { programId }, { encoding: 'jsonParsed', commitment })
        .send(),
    ),
  )
  const byMint = new Map<string, SolanaTokenBalance>()
  responses.forEach(({ value }, index) => {
    for (const { pubkey, account } of value) {
      const { mint, tokenAmount } = (account.data as unknown as ParsedTokenAccount).parsed.info
      const entry = byMint.get(mint) ?? {
        address: mint,
        chainId: network.caipNetworkId,
        tokenProgram: TOKEN_PROGRAMS[index]!,
        amount: 0n,
        quantity: { decimals: String(tokenAmount.decimals), numeric: '0' },
        tokenAccounts: [],
      }
      entry.amount += BigInt(tokenAmount.amount)
      entry.quantity.numeric = formatUnits(entry.amount, tokenAmount.decimals)
      entry.tokenAccounts.push(pubkey)
      byMint.set(mint, entry)
    }
  })
  return [...byMint.values()]
}
