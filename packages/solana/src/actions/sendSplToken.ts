import type { CaipNetwork, SolanaCommitment } from '@latch/core'
import { type Address, address, createNoopSigner, type Instruction } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { InvalidMintError } from '../errors.ts'
import { sendInstructions } from '../transaction/sendInstructions.ts'
import type { StandardWallet } from '../types.ts'
import { rpcTimeout, solanaRpc } from '../utils/solanaRpc.ts'
import { TOKEN_PROGRAMS } from '../utils/tokenPrograms.ts'

export type SendSplTokenParameters = {
  /** The connected wallet (`adapter.getProvider(connectorId)` for a Wallet Standard wallet). */
  wallet: StandardWallet
  /** The sender: an account the wallet authorized; it pays fees and any account rent. */
  from: string
  network: CaipNetwork
  /** The receiver's wallet address (not a token account). */
  to: string
  mint: string
  /** In the token's smallest unit. */
  amount: bigint
  /** The mint's decimals, checked against the mint before anything is signed. */
  decimals?: number | undefined
  /** @defaultValue `'confirmed'` */
  preflightCommitment?: SolanaCommitment | undefined
}

type ParsedMint = { parsed?: { type?: string; info?: { decimals?: number } } }

/**
 * Sends `amount` of an SPL token (Token or Token-2022 program) from the sender's associated
 * token account to the receiver's, creating the receiver's associated token account first when
 * it is missing (idempotently, so a race with another sender can't fail the transfer). Uses
 * `transferChecked`. Returns the transaction signature (base58).
 *
 * @example
 * const signature = await sendSplToken({ wallet, from, network, to, mint, amount: 1_500_000n })
 */
export async function sendSplToken({
  wallet,
  from,
  network,
  to,
  mint,
  amount,
  decimals,
  preflightCommitment = 'confirmed',
}: SendSplTokenParameters): Promise<string> {
  const rpc = solanaRpc(network)
  const owner = address(from)
  const receiver = address(to)
  const mintAddress = address(mint)
  // The receiver's token account depends on the mint's program: derive it for both programs and
  // read the mint and both candidates in one round trip.
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
    .getMultipleAccounts([mintAddress, ...candidates], {
      encoding: 'jsonParsed',
      commitment: preflightCommitment,
    })
    .send(rpcTimeout())
  const [mintAccount, ...receiverAccounts] = accounts
  const programIndex = mintAccount ? TOKEN_PROGRAMS.indexOf(mintAccount.owner) : -1
  const tokenProgram = TOKEN_PROGRAMS[programIndex]
  const mintData = mintAccount?.data as ParsedMint | undefined
  const mintDecimals = mintData?.parsed?.info?.decimals
  if (!tokenProgram || mintData?.parsed?.type !== 'mint' || mintDecimals === undefined) {
    throw new InvalidMintError({ details: `${mint} is not a token mint on ${network.name}` })
  }
  if (decimals !== undefined && decimals !== mintDecimals) {
    throw new InvalidMintError({ details: `${mint} has ${mintDecimals} decimals, not ${decimals}` })
  }

  const payer = createNoopSigner(owner)
  const receiverAta = candidates[programIndex]!
  const [senderAta] = await findAssociatedTokenPda({ owner, mint: mintAddress, tokenProgram })
  const instructions: Instruction[] = []
  if (!receiverAccounts[programIndex]) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: receiverAta,
        owner: receiver,
        mint: mintAddress,
        tokenProgram,
      }),
    )
  }
  instructions.push(
    getTransferCheckedInstruction(
      {
        source: senderAta,
        mint: mintAddress,
        destination: receiverAta as Address,
        authority: payer,
        amount,
        decimals: mintDecimals,
      },
      { programAddress: tokenProgram },
    ),
  )
  return sendInstructions({ wallet, from, network, instructions, preflightCommitment, rpc })
}
