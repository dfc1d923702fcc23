// Browser-safe: the browser tests use these too (start the devnet from its own module).
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { SOLANA_DEVNET_ACCOUNTS } from '../../devnet/src/solana/constants.ts'
import { createSolanaTestWallet } from '../src/solana/createSolanaTestWallet.ts'
import type { CreateSolanaTestWalletOptions, SolanaTestWallet } from '../src/solana/types.ts'

/** The devnet's dev accounts 0 and 1 (funded with 100 SOL each on a fresh devnet). */
export const SOLANA_DEV = SOLANA_DEVNET_ACCOUNTS.slice(0, 2)
export const SOLANA_DEV_KEYS = SOLANA_DEV.map((account) => account.secretKey)

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')

/** A Solana test wallet over dev accounts 0 and 1, with overrides. */
export function makeSolanaWallet(
  overrides: Partial<CreateSolanaTestWalletOptions> = {},
): SolanaTestWallet {
  return createSolanaTestWallet({
    secretKeys: SOLANA_DEV_KEYS,
    rpcUrl: 'http://127.0.0.1:9',
    ...overrides,
  })
}

/** Connects with the approve policy and returns the connected account. */
export async function connected(wallet: SolanaTestWallet) {
  const { accounts } = await wallet.features['standard:connect'].connect()
  return accounts[0]!
}

/** A System program transfer, built by hand as the wire format defines it. */
export function transferInstruction(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: address(from), role: AccountRole.WRITABLE_SIGNER },
      { address: address(to), role: AccountRole.WRITABLE },
    ],
    data,
  }
}

/** An unsigned v0 transaction as an app hands it to a wallet: wire bytes, empty signatures. */
export async function unsignedTransaction(
  rpcUrl: string,
  feePayer: string,
  instructions: Instruction[],
): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  return compileUnsigned(feePayer, instructions, lifetime)
}

/** The same with a given lifetime (offline: any 32-byte base58 blockhash will do). */
export function compileUnsigned(
  feePayer: string,
  instructions: Instruction[],
  lifetime = { blockhash: SYSTEM_PROGRAM as string, lastValidBlockHeight: 0n },
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        lifetime as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** Lamports of an account at the devnet. */
export async function balanceOf(rpcUrl: string, owner: string): Promise<bigint> {
  return (
    await createSolanaRpc(rpcUrl)
      .getBalance(owner as Address)
      .send()
  ).value
}
