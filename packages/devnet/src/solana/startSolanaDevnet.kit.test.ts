// @solana/kit against the devnet's real HTTP and WebSocket endpoints.
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet as devnetUrl,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LAMPORTS_PER_SOL, SOLANA_DEVNET_USDC } from './constants.ts'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.ts'

let devnet: SolanaDevnet
// Tagged as a devnet URL so kit's types offer requestAirdrop.
const connect = (rpcUrl: string, wsUrl: string) => ({
  rpc: createSolanaRpc(devnetUrl(rpcUrl)),
  subscriptions: createSolanaRpcSubscriptions(devnetUrl(wsUrl)),
})
let rpc: ReturnType<typeof connect>['rpc']
let subscriptions: ReturnType<typeof connect>['subscriptions']
let payer: KeyPairSigner

beforeAll(async () => {
  devnet = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
  ;({ rpc, subscriptions } = connect(devnet.rpcUrl, devnet.wsUrl))
  const account = devnet.accounts[0]!
  payer = await createKeyPairSignerFromBytes(getBase58Encoder().encode(account.secretKey))
})

afterAll(() => devnet.stop())

async function signed(instructions: Instruction[], feePayer = payer) {
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return signTransactionMessageWithSigners(message)
}

/** The first item; starts iterating at once (kit drops notifications nobody iterates yet). */
async function first<T>(iterable: AsyncIterable<T>): Promise<T | undefined> {
  for await (const item of iterable) return item
  return undefined
}

async function balanceOf(owner: Address) {
  return (await rpc.getBalance(owner).send()).value
}

test('a dev account starts with 100 SOL', async () => {
  expect(await balanceOf(payer.address)).toBe(100n * LAMPORTS_PER_SOL)
})

test('a 0.5 SOL transfer moves exactly 0.5 SOL and signatureNotifications reports it', async () => {
  const recipient = (await generateKeyPairSigner()).address
  const before = await balanceOf(payer.address)
  const half = LAMPORTS_PER_SOL / 2n
  const tx = await signed([
    getTransferSolInstruction({ source: payer, destination: recipient, amount: half }),
  ])
  const signature = getSignatureFromTransaction(tx)
  const abort = new AbortController()
  const notifications = await subscriptions
    .signatureNotifications(signature, { commitment: 'confirmed' })
    .subscribe({ abortSignal: abort.signal })

  const notified = first(notifications)

  const sent = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
    .send()
  expect(sent).toBe(signature)
  expect((await notified)?.value.err).toBeNull()
  abort.abort()

  expect(await balanceOf(recipient)).toBe(half)
  const landed = await rpc
    .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
    .send()
  expect(landed?.meta?.fee).toBe(5_000n)
  expect(await balanceOf(payer.address)).toBe(before - half - 5_000n)
  const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
  expect(status?.confirmationStatus).toBe('finalized')
  const history = await rpc.getSignaturesForAddress(recipient).send()
  expect(history.map((entry) => entry.signature)).toEqual([signature])
})

test('signatureNotifications fires at once for a signature that already landed', async () => {
  const tx = await signed([
    getTransferSolInstruction({ source: payer, destination: payer.address, amount: 1n }),
  ])
  await rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send()
  const abort = new AbortController()
  const notifications = await subscriptions
    .signatureNotifications(getSignatureFromTransaction(tx), { commitment: 'finalized' })
    .subscribe({ abortSignal: abort.signal })
  expect((await first(notifications))?.value.err).toBeNull()
  abort.abort()
})

test('an SPL transfer that creates the receiver ATA moves exactly the amount', async () => {
  const recipient = (await generateKeyPairSigner()).address
  const mint = address(SOLANA_DEVNET_USDC.address)
  const source = address(devnet.accounts[0]!.tokenAccounts.USDC!)
  const [destination] = await findAssociatedTokenPda({
    owner: recipient,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const amount = 12_345_678n
  const before = (await rpc.getTokenAccountBalance(source).send()).value.amount
  const tx = await signed([
    getCreateAssociatedTokenIdempotentInstruction({
      payer,
      ata: destination,
      owner: recipient,
      mint,
    }),
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority: payer,
      amount,
      decimals: SOLANA_DEVNET_USDC.decimals,
    }),
  ])
  // The full kit flow: send, then confirm over signature + slot subscriptions.
  assertIsTransactionWithBlockhashLifetime(tx)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })(tx, {
    commitment: 'confirmed',
  })

  const { value } = await rpc
    .getTokenAccountsByOwner(recipient, { mint }, { encoding: 'jsonParsed' })
    .send()
  expect(value.map((entry) => entry.pubkey)).toEqual([destination])
  expect(value[0]?.account.data.parsed.info.tokenAmount).toEqual({
    amount: '12345678',
    decimals: 6,
    uiAmount: 12.345678,
    uiAmountString: '12.345678',
  })
  const after = (await rpc.getTokenAccountBalance(source).send()).value.amount
  expect(BigInt(before) - BigInt(after)).toBe(amount)
  const landed = await rpc
    .getTransaction(getSignatureFromTransaction(tx), {
      maxSupportedTransactionVersion: 0,
      encoding: 'json',
    })
    .send()
  const post = landed?.meta?.postTokenBalances?.find((b) => b.owner === recipient)
  expect(post?.uiTokenAmount.amount).toBe('12345678')
  expect(landed?.meta?.preTokenBalances?.some((b) => b.owner === recipient)).toBe(false)
})

test('simulating an overdraft returns the error and the program logs', async () => {
  const recipient = (await generateKeyPairSigner()).address
  const tx = await signed([
    getTransferSolInstruction({
      source: payer,
      destination: recipient,
      amount: 1_000n * LAMPORTS_PER_SOL,
    }),
  ])
  const { value } = await rpc
    .simulateTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
    .send()
  expect(value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
  expect(value.logs?.some((line) => line.includes('insufficient lamports'))).toBe(true)
  expect(await balanceOf(recipient)).toBe(0n)
})

test('sending an overdraft fails preflight with -32002 and the logs', async () => {
  const tx = await signed([
    getTransferSolInstruction({
      source: payer,
      destination: payer.address,
      amount: 1_000n * LAMPORTS_PER_SOL,
    }),
  ])
  const error = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
    .send()
    .catch((e: unknown) => e)
  expect(
    isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
  ).toBe(true)
  const logs = (error as { context: { logs: string[] } }).context.logs
  expect(logs.some((line) => line.includes('insufficient lamports'))).toBe(true)
})

test('accountNotifications reports a balance change', async () => {
  const recipient = (await generateKeyPairSigner()).address
  const abort = new AbortController()
  const notifications = await subscriptions
    .accountNotifications(recipient, { encoding: 'base64' })
    .subscribe({ abortSignal: abort.signal })
  const notified = first(notifications)
  await rpc.requestAirdrop(recipient, lamports(2_000_000n)).send()
  expect((await notified)?.value.lamports).toBe(2_000_000n)
  abort.abort()
})

test('slotNotifications reports the slot a transaction closes, then keeps ticking', async () => {
  const abort = new AbortController()
  const notifications = await subscriptions
    .slotNotifications()
    .subscribe({ abortSignal: abort.signal })
  const slots: bigint[] = []
  const twoSlots = (async () => {
    for await (const notification of notifications) {
      slots.push(notification.slot)
      if (slots.length === 2) return
    }
  })()
  const before = await rpc.getSlot().send()
  await rpc.requestAirdrop(payer.address, lamports(1n)).send()
  await twoSlots
  abort.abort()
  expect(slots[0]).toBeGreaterThan(before)
  expect(slots[1]).toBe(slots[0]! + 1n)
})
