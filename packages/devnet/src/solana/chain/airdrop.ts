import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { toBase58 } from './base58.ts'
import type { SolanaChain, SubmitOutcome } from './createSolanaChain.ts'
import { decodeTransaction } from './decodeTransaction.ts'
import { type DevnetSigner, signTransaction } from './signTransaction.ts'

/** Sends `lamports` from the faucet to `to` in a real, signed system transfer. */
export function airdrop(
  chain: SolanaChain,
  faucet: DevnetSigner,
  to: string,
  lamports: bigint,
): { signature: string; outcome: SubmitOutcome } {
  const instruction = getTransferSolInstruction({
    source: createNoopSigner(address(faucet.address)),
    destination: address(to),
    amount: lamports,
  })
  const tx = decodeTransaction(signTransaction([instruction], faucet, [], chain.latestBlockhash()))
  const outcome = chain.submit(tx)
  return { signature: toBase58(tx.signatures[0] as Uint8Array), outcome }
}
