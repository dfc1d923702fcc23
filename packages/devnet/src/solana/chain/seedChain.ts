import { address, createNoopSigner, type Instruction } from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
} from '@solana-program/token'
import { Account } from 'litesvm/dist/internal.js'
import {
  DEV_ACCOUNT_SOL,
  DEV_ACCOUNT_TOKENS,
  LAMPORTS_PER_SOL,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_FAUCET,
  SOLANA_DEVNET_MINTS,
  SYSTEM_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from '../constants.ts'
import { fromBase58 } from './base58.ts'
import type { SolanaChain } from './createSolanaChain.ts'
import { decodeTransaction } from './decodeTransaction.ts'
import { type DevnetSigner, devnetSigner, signTransaction } from './signTransaction.ts'
import { describeTransactionError } from './transactionError.ts'

/** The faucet's balance at start: 1,000,000 SOL, small enough to stay exact as a JSON number. */
export const FAUCET_LAMPORTS = 1_000_000n * LAMPORTS_PER_SOL
const MINT_SIZE = 82n

/** Sends a seed transaction and throws if it doesn't land cleanly. */
function land(chain: SolanaChain, instructions: Instruction[], extraSigners: DevnetSigner[] = []) {
  const faucet = devnetSigner(SOLANA_DEVNET_FAUCET)
  const wire = signTransaction(instructions, faucet, extraSigners, chain.latestBlockhash())
  const outcome = chain.submit(decodeTransaction(wire))
  const err = outcome.landed ? outcome.record.err : outcome.err
  if (err !== null)
    throw new Error(`devnet seed transaction failed: ${describeTransactionError(err)}`)
}

/**
 * Funds the faucet, creates the devnet mints (faucet is mint authority) and gives every dev
 * account {@link DEV_ACCOUNT_SOL} SOL and {@link DEV_ACCOUNT_TOKENS} of each mint in its
 * associated token account — through real transactions, so the accounts start with history.
 */
export function seedChain(chain: SolanaChain): void {
  chain.svm.setAccount(
    fromBase58(SOLANA_DEVNET_FAUCET.address),
    new Account(FAUCET_LAMPORTS, new Uint8Array(), fromBase58(SYSTEM_PROGRAM_ADDRESS), false, 0n),
  )
  const faucet = createNoopSigner(address(SOLANA_DEVNET_FAUCET.address))
  for (const mint of SOLANA_DEVNET_MINTS) {
    land(
      chain,
      [
        getCreateAccountInstruction({
          payer: faucet,
          newAccount: createNoopSigner(address(mint.address)),
          lamports: chain.svm.minimumBalanceForRentExemption(MINT_SIZE),
          space: MINT_SIZE,
          programAddress: address(TOKEN_PROGRAM_ADDRESS),
        }),
        getInitializeMint2Instruction({
          mint: address(mint.address),
          decimals: mint.decimals,
          mintAuthority: faucet.address,
        }),
      ],
      [devnetSigner(mint)],
    )
  }
  for (const account of SOLANA_DEVNET_ACCOUNTS) {
    const owner = address(account.address)
    const instructions: Instruction[] = [
      getTransferSolInstruction({
        source: faucet,
        destination: owner,
        amount: BigInt(DEV_ACCOUNT_SOL) * LAMPORTS_PER_SOL,
      }),
    ]
    for (const mint of SOLANA_DEVNET_MINTS) {
      // The written-out associated token address (a test checks it against the PDA derivation).
      const ata = address(account.tokenAccounts[mint.symbol])
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: faucet,
          ata,
          owner,
          mint: address(mint.address),
        }),
        getMintToInstruction({
          mint: address(mint.address),
          token: ata,
          mintAuthority: faucet,
          amount: BigInt(DEV_ACCOUNT_TOKENS) * 10n ** BigInt(mint.decimals),
        }),
      )
    }
    land(chain, instructions)
  }
}
