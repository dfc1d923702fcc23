import type { CaipNetwork } from '@latch/core'
import type { SolanaCommitment } from '@latch/core/adapter'
import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { sendInstructions } from '../transaction/sendInstructions.ts'
import type { StandardWallet } from '../types.ts'

export type SendSolParameters = {
  wallet: StandardWallet
  from: string
  network: CaipNetwork
  to: string
  /** In lamports. */
  value: bigint
  preflightCommitment: SolanaCommitment
}

/** A System Program transfer of `value` lamports, signed and sent by the wallet; the signature. */
export function sendSol({ from, to, value, ...parameters }: SendSolParameters): Promise<string> {
  const instruction = getTransferSolInstruction({
    // The wallet signs; a no-op signer only marks `from` as a signer in the message.
    source: createNoopSigner(address(from)),
    destination: address(to),
    amount: value,
  })
  return sendInstructions({ ...parameters, from, instructions: [instruction] })
}
