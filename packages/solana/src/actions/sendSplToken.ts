import type { CaipNetwork } from '@latch/core'
import type { SolanaCommitment } from '@latch/core/adapter'
import { type Address, address, createNoopSigner, type Instruction } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { InvalidMintError } from '../errors.ts'
import { sendInstructions } from '../transaction/sendInstructions.ts'
import type { StandardWallet } from '../types.ts'
import { solanaRpc } from '../utils/solanaRpc.ts'
import { readTransferAccounts } from './readTransferAccounts.ts'

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
  const accounts = await readTransferAccounts(rpc, {
    network,
    to,
    mint,
    commitment: preflightCommitment,
  })
  const { mint: mintAddress, tokenProgram, receiverAta } = accounts
  const mintDecimals = accounts.decimals
  if (decimals !== undefined && decimals !== mintDecimals) {
    throw new InvalidMintError({ details: `${mint} has ${mintDecimals} decimals, not ${decimals}` })
  }

  const payer = createNoopSigner(owner)
  const [senderAta] = await findAssociatedTokenPda({ owner, mint: mintAddress, tokenProgram })
  const instructions: Instruction[] = []
  if (!accounts.receiverAtaExists) {
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
