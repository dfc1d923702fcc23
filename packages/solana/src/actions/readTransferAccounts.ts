import type { CaipNetwork } from '@latch/core'
import type { SolanaCommitment } from '@latch/core/adapter'
import { type Address, address } from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import { InvalidMintError } from '../errors.ts'
import type { SolanaRpc } from '../utils/solanaRpc.ts'
import { TOKEN_PROGRAMS } from '../utils/tokenPrograms.ts'

type ParsedMint = { parsed?: { type?: string; info?: { decimals?: number } } }

/** What an SPL transfer needs to know about the mint and the receiver's token account. */
export type TransferAccounts = {
  mint: Address
  tokenProgram: Address
  decimals: number
  /** The receiver's associated token account for this mint and program. */
  receiverAta: Address
  /** Whether that account exists yet (if not, the sender creates it and pays its rent). */
  receiverAtaExists: boolean
}

/**
 * Reads the mint and the receiver's associated token account in one round trip. The account's
 * address depends on the mint's program (Token or Token-2022), so both candidates are read.
 * Throws InvalidMintError when `mint` is not a token mint.
 */
export async function readTransferAccounts(
  rpc: SolanaRpc,
  {
    network,
    to,
    mint,
    commitment,
  }: { network: CaipNetwork; to: string; mint: string; commitment: SolanaCommitment },
): Promise<TransferAccounts> {
  const receiver = address(to)
  const mintAddress = address(mint)
  const candidates = await Promise.all(
    TOKEN_PROGRAMS.map(async (tokenProgram) => {
      const [ata] = await findAssociatedTokenPda({
        owner: receiver,
        mint: mintAddress,
        tokenProgram,
      })
      return ata
    }),
  )
  const { value: accounts } = await rpc
    .getMultipleAccounts([mintAddress, ...candidates], { encoding: 'jsonParsed', commitment })
    .send()
  const [mintAccount, ...receiverAccounts] = accounts
  const programIndex = mintAccount ? TOKEN_PROGRAMS.indexOf(mintAccount.owner) : -1
  const tokenProgram = TOKEN_PROGRAMS[programIndex]
  const mintData = mintAccount?.data as ParsedMint | undefined
  const decimals = mintData?.parsed?.info?.decimals
  if (!tokenProgram || mintData?.parsed?.type !== 'mint' || decimals === undefined) {
    throw new InvalidMintError({ details: `${mint} is not a token mint on ${network.name}` })
  }
  return {
    mint: mintAddress,
    tokenProgram,
    decimals,
    receiverAta: candidates[programIndex]!,
    receiverAtaExists: Boolean(receiverAccounts[programIndex]),
  }
}
