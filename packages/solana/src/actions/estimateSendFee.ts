import type { CaipNetwork } from '@latch/core'
import type { SolanaCommitment } from '@latch/core/adapter'
import { solanaRpc } from '../utils/solanaRpc.ts'
import { TOKEN_PROGRAMS } from '../utils/tokenPrograms.ts'
import { readTransferAccounts } from './readTransferAccounts.ts'

/** The base fee of one signature, the same on every Solana cluster. */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/**
 * Sizes of a new associated token account: 165 bytes for the Token program, 170 for Token-2022
 * (its associated accounts carry the ImmutableOwner extension).
 */
const TOKEN_ACCOUNT_BYTES = [165n, 170n] as const

export type EstimateSendFeeParameters = {
  network: CaipNetwork
  /** The receiver's wallet address. */
  to: string
  /** The SPL mint; absent for SOL. */
  mint?: string | undefined
  commitment: SolanaCommitment
}

/**
 * What a send costs the sender in lamports: the fixed fee of its one signature (5,000 lamports; the
 * adapter sets no priority fee), plus, for an SPL token whose receiver has no token account yet,
 * the rent-exempt deposit of the account the send creates for them.
 */
export async function estimateSendFee({
  network,
  to,
  mint,
  commitment,
}: EstimateSendFeeParameters): Promise<bigint> {
  if (!mint) return LAMPORTS_PER_SIGNATURE
  const rpc = solanaRpc(network)
  const accounts = await readTransferAccounts(rpc, { network, to, mint, commitment })
  if (accounts.receiverAtaExists) return LAMPORTS_PER_SIGNATURE
  const bytes = TOKEN_ACCOUNT_BYTES[TOKEN_PROGRAMS.indexOf(accounts.tokenProgram)] ?? 165n
  const rent = await rpc.getMinimumBalanceForRentExemption(bytes, { commitment }).send()
  return LAMPORTS_PER_SIGNATURE + BigInt(rent)
}
