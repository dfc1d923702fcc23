// @solana/web3.js 1.x against the devnet. Its Connection validates every response with a schema,
// so these calls also check the wire formats.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  type ParsedAccountData,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { fromBase58 } from './chain/base58.ts'
import { SOLANA_DEVNET_LATCH } from './constants.ts'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.ts'

const LAMPORTS_PER_SOL = 1_000_000_000

let devnet: SolanaDevnet
let connection: Connection
let payer: Keypair

beforeAll(async () => {
  devnet = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
  // Ports are random, so the WebSocket endpoint must be given (web3.js guesses RPC port + 1).
  connection = new Connection(devnet.rpcUrl, { wsEndpoint: devnet.wsUrl, commitment: 'confirmed' })
  payer = Keypair.fromSecretKey(fromBase58(devnet.accounts[1]!.secretKey))
})

afterAll(() => devnet.stop())

test('the dev key pair matches its published address and holds 100 SOL', async () => {
  expect(payer.publicKey.toBase58()).toBe(devnet.accounts[1]!.address)
  expect(await connection.getBalance(payer.publicKey)).toBe(100 * LAMPORTS_PER_SOL)
})

test('sendAndConfirmTransaction moves exactly 0.5 SOL', async () => {
  const recipient = Keypair.generate().publicKey
  const tx = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: recipient,
      lamports: LAMPORTS_PER_SOL / 2,
    }),
  )
  const signature = await sendAndConfirmTransaction(connection, tx, [payer])
  expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 2)

  const parsed = await connection.getParsedTransaction(signature, {
    maxSupportedTransactionVersion: 0,
  })
  expect(parsed?.meta?.fee).toBe(5_000)
  expect(parsed?.transaction.message.instructions[0]).toMatchObject({
    program: 'system',
    parsed: { type: 'transfer', info: { lamports: LAMPORTS_PER_SOL / 2 } },
  })
  const history = await connection.getSignaturesForAddress(recipient)
  expect(history.map((entry) => entry.signature)).toEqual([signature])
})

test('an SPL transfer creating the receiver ATA shows in getParsedTokenAccountsByOwner', async () => {
  const recipient = Keypair.generate().publicKey
  const mint = new PublicKey(SOLANA_DEVNET_LATCH.address)
  const source = new PublicKey(devnet.accounts[1]!.tokenAccounts.LATCH!)
  const destination = getAssociatedTokenAddressSync(mint, recipient)
  const amount = 2_500_000_000n // 2.5 LATCH (9 decimals)
  const tx = new Transaction().add(
    createAssociatedTokenAccountIdempotentInstruction(
      payer.publicKey,
      destination,
      recipient,
      mint,
    ),
    createTransferCheckedInstruction(
      source,
      mint,
      destination,
      payer.publicKey,
      amount,
      SOLANA_DEVNET_LATCH.decimals,
    ),
  )
  const signature = await sendAndConfirmTransaction(connection, tx, [payer])

  const { value } = await connection.getParsedTokenAccountsByOwner(recipient, { mint })
  expect(value.map((entry) => entry.pubkey.toBase58())).toEqual([destination.toBase58()])
  expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('2.5')
  const balance = await connection.getTokenAccountBalance(source)
  expect(balance.value.amount).toBe(String(1_000n * 10n ** 9n - amount))
  const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(
    landed?.meta?.postTokenBalances?.find((b) => b.owner === recipient.toBase58()),
  ).toMatchObject({ mint: mint.toBase58(), uiTokenAmount: { amount: amount.toString() } })
})

async function overdraft(): Promise<VersionedTransaction> {
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000 * LAMPORTS_PER_SOL,
      }),
    ],
  }).compileToV0Message()
  const tx = new VersionedTransaction(message)
  tx.sign([payer])
  return tx
}

test('batched and multi-account reads: parsed transactions, token accounts by program', async () => {
  const owner = payer.publicKey
  const signatures = (await connection.getSignaturesForAddress(owner)).map((s) => s.signature)
  // getParsedTransactions goes out as one JSON-RPC batch.
  const parsed = await connection.getParsedTransactions(signatures, {
    maxSupportedTransactionVersion: 0,
  })
  expect(parsed.map((tx) => tx?.transaction.signatures[0])).toEqual(signatures)
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, {
    programId: TOKEN_PROGRAM_ID,
  })
  expect(value.map((entry) => entry.account.data.parsed.info.mint).sort()).toEqual(
    devnet.mints.map((mint) => mint.address).sort(),
  )
  const accounts = await connection.getMultipleParsedAccounts(
    devnet.mints.map((mint) => new PublicKey(mint.address)),
  )
  expect(accounts.value.map((a) => (a!.data as ParsedAccountData).parsed.info.decimals)).toEqual([
    6, 9,
  ])
})

test('simulateTransaction of an overdraft returns the error and logs', async () => {
  const { value } = await connection.simulateTransaction(await overdraft(), { sigVerify: true })
  expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  expect(value.logs?.some((line) => line.includes('insufficient lamports'))).toBe(true)
})

test('sendTransaction of an overdraft throws SendTransactionError with logs', async () => {
  const error = await connection.sendTransaction(await overdraft()).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SendTransactionError)
  const logs = await (error as SendTransactionError).getLogs(connection)
  expect(logs.some((line) => line.includes('insufficient lamports'))).toBe(true)
})

test('requestAirdrop lands and confirmTransaction sees it', async () => {
  const recipient = Keypair.generate().publicKey
  const signature = await connection.requestAirdrop(recipient, 3 * LAMPORTS_PER_SOL)
  const latest = await connection.getLatestBlockhash()
  const { value } = await connection.confirmTransaction({ signature, ...latest })
  expect(value.err).toBeNull()
  expect(await connection.getBalance(recipient)).toBe(3 * LAMPORTS_PER_SOL)
})

test('onAccountChange reports the new balance', async () => {
  const recipient = Keypair.generate().publicKey
  let reported: number | null = null
  const id = connection.onAccountChange(recipient, (info) => {
    reported ??= info.lamports
  })
  // web3.js subscribes in the background with no signal when done: airdrop until it reports.
  for (let attempt = 0; reported === null && attempt < 50; attempt++) {
    await connection.requestAirdrop(recipient, LAMPORTS_PER_SOL)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await connection.removeAccountChangeListener(id)
  expect(reported).not.toBeNull()
  expect(reported! % LAMPORTS_PER_SOL).toBe(0)
  expect(reported).toBeGreaterThan(0)
})

test('cluster reads pass web3.js response validation', async () => {
  const epoch = await connection.getEpochInfo()
  expect(epoch.absoluteSlot).toBe(await connection.getSlot())
  expect(epoch.blockHeight).toBe(await connection.getBlockHeight())
  expect(await connection.getGenesisHash()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')
  expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
  expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
  expect(await connection.getRecentPrioritizationFees()).toEqual([])
  const { blockhash } = await connection.getLatestBlockhash()
  expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [],
  }).compileToV0Message()
  expect((await connection.getFeeForMessage(message)).value).toBe(5_000)
  const slot = await connection.getSlot()
  expect(await connection.getBlockTime(slot)).toBeGreaterThan(1_700_000_000)
})
