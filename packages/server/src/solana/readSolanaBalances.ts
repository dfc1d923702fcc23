import { solanaRpcBatch } from './solanaRpc.ts'
import { SPL_TOKEN_PROGRAM_IDS } from './tokenPrograms.ts'

/** Raw balances of one owner on one Solana cluster. */
export type RawSolanaBalances = {
  lamports: bigint
  /** One entry per mint (token accounts of the same mint summed), in RPC order. */
  tokens: { mint: string; amount: bigint; decimals: number }[]
}

type ParsedTokenAccount = {
  account: {
    data: {
      parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } }
    }
  }
}

/**
 * Reads the SOL balance and every SPL token account of `owner` (classic Token and Token-2022
 * programs) in one JSON-RPC batch: `getBalance` and `getTokenAccountsByOwner` (jsonParsed).
 */
export async function readSolanaBalances(
  rpcUrl: string,
  owner: string,
  fetchFn?: typeof fetch,
): Promise<RawSolanaBalances> {
  const commitment = { commitment: 'confirmed' }
  const [balance, ...programs] = await solanaRpcBatch(
    rpcUrl,
    [
      { method: 'getBalance', params: [owner, commitment] },
      ...SPL_TOKEN_PROGRAM_IDS.map((programId) => ({
        method: 'getTokenAccountsByOwner',
        params: [owner, { programId }, { ...commitment, encoding: 'jsonParsed' }],
      })),
    ],
    fetchFn,
  )
  const lamports = (balance as { value?: number } | undefined)?.value
  if (typeof lamports !== 'number') throw new Error('getBalance answered no value')
  const byMint = new Map<string, { mint: string; amount: bigint; decimals: number }>()
  for (const program of programs) {
    for (const entry of (program as { value?: ParsedTokenAccount[] })?.value ?? []) {
      const info = entry.account.data.parsed?.info
      const amount = info?.tokenAmount?.amount
      const decimals = info?.tokenAmount?.decimals
      if (!info?.mint || amount === undefined || !/^\d+$/.test(amount)) continue
      if (typeof decimals !== 'number') continue
      const known = byMint.get(info.mint)
      if (known) known.amount += BigInt(amount)
      else byMint.set(info.mint, { mint: info.mint, amount: BigInt(amount), decimals })
    }
  }
  return { lamports: BigInt(lamports), tokens: [...byMint.values()] }
}
