import {
  address,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
} from '@solana/kit'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type SolanaDevnet,
  startSolanaDevnet,
} from '../../../../devnet/src/solana/startSolanaDevnet.ts'
import {
  balanceOf,
  connected,
  makeSolanaWallet,
  SOLANA_DEV,
  transferInstruction,
  unsignedTransaction,
} from '../../../test/solana.ts'
import { SOLANA_DEVNET_CHAIN } from '../constants.ts'

const HALF_SOL = 500_000_000n
const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
})
afterAll(() => devnet?.stop())

const from = SOLANA_DEV[0]!.address
const to = SOLANA_DEV[1]!.address
const wallet = () => makeSolanaWallet({ rpcUrl: devnet.rpcUrl })
const transfer = (lamports: bigint, payer = from, recipient = to) =>
  unsignedTransaction(devnet.rpcUrl, payer, [transferInstruction(payer, recipient, lamports)])

async function feeOf(signature: string): Promise<bigint> {
  const connection = new Connection(devnet.rpcUrl, 'confirmed')
  const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  return BigInt(landed!.meta!.fee)
}

describe('solana:signAndSendTransaction', () => {
  test('a 0.5 SOL transfer moves exactly 0.5 SOL; the sender also pays the fee', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const [before, beforeTo] = [
      await balanceOf(devnet.rpcUrl, from),
      await balanceOf(devnet.rpcUrl, to),
    ]
    const [output] = await testWallet.features[
      'solana:signAndSendTransaction'
    ].signAndSendTransaction({
      account,
      chain: SOLANA_DEVNET_CHAIN,
      transaction: await transfer(HALF_SOL),
    })
    const signature = getBase58Decoder().decode(output!.signature)
    const fee = await feeOf(signature)
    expect(fee).toBeGreaterThan(0n)
    expect(await balanceOf(devnet.rpcUrl, to)).toBe(beforeTo + HALF_SOL)
    expect(await balanceOf(devnet.rpcUrl, from)).toBe(before - HALF_SOL - fee)
    expect(testWallet.approvals.at(-1)).toEqual({
      method: 'solana:signAndSendTransaction',
      decision: 'approved',
    })
  })

  test('reject: 4001 and nothing is sent', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    testWallet.setPolicy('reject')
    const before = await balanceOf(devnet.rpcUrl, to)
    const error = await caught(
      testWallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: SOLANA_DEVNET_CHAIN,
        transaction: await transfer(HALF_SOL),
      }),
    )
    expect(error).toMatchObject({ code: 4001 })
    expect(await balanceOf(devnet.rpcUrl, to)).toBe(before)
  })

  test('a preflight failure keeps the RPC code; skipPreflight sends it anyway', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const tooMuch = (await balanceOf(devnet.rpcUrl, from)) + 1n
    const send = testWallet.features['solana:signAndSendTransaction'].signAndSendTransaction
    const input = { account, chain: SOLANA_DEVNET_CHAIN, transaction: await transfer(tooMuch) }
    expect(await caught(send(input))).toMatchObject({ code: -32002 })
    // Without preflight it lands as a failed transaction that paid its fee…
    const [output] = await send({ ...input, options: { skipPreflight: true } })
    const signature = getBase58Decoder().decode(output!.signature)
    expect(await feeOf(signature)).toBeGreaterThan(0n)
    // …and asking for a commitment reports the failure.
    const again = await caught(
      send({
        ...input,
        transaction: await transfer(tooMuch + 1n),
        options: { skipPreflight: true, commitment: 'confirmed' },
      }),
    )
    expect(again).toMatchObject({ code: -32603, data: { err: expect.anything() } })
  })

  test('with a commitment it returns once the transaction reached it', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const [output] = await testWallet.features[
      'solana:signAndSendTransaction'
    ].signAndSendTransaction({
      account,
      chain: SOLANA_DEVNET_CHAIN,
      transaction: await transfer(1_000n),
      options: { commitment: 'finalized', preflightCommitment: 'confirmed' },
    })
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const { value } = await connection.getSignatureStatus(
      getBase58Decoder().decode(output!.signature),
    )
    expect(value?.confirmationStatus).toBe('finalized')
  })

  test.each([
    ['an unknown chain', { chain: 'solana:mainnet' as const }, -32602],
    ['bytes that are no transaction', { transaction: new Uint8Array([1, 2, 3]) }, -32602],
  ])('%s is refused before any prompt', async (_, override, code) => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const error = await caught(
      testWallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: SOLANA_DEVNET_CHAIN,
        transaction: await transfer(1_000n),
        ...override,
      }),
    )
    expect(error).toMatchObject({ code })
    expect(testWallet.approvals).toHaveLength(1)
  })

  test('a transaction that needs no signature from the account: -32602, no prompt', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const error = await caught(
      testWallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: SOLANA_DEVNET_CHAIN,
        transaction: await transfer(1_000n, to, from),
      }),
    )
    expect(error).toMatchObject({ code: -32602 })
    expect(testWallet.approvals).toHaveLength(1)
  })
})

describe('solana:signTransaction', () => {
  test('returns the transaction with a valid signature in the account’s slot', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const unsigned = await transfer(1_000n)
    const [output] = await testWallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: unsigned,
    })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const unsignedDecoded = getTransactionDecoder().decode(unsigned)
    expect(signed.messageBytes).toEqual(unsignedDecoded.messageBytes)
    const signature = signed.signatures[address(from)]
    expect(signature).toBeTruthy()
    const publicKey = await getPublicKeyFromAddress(address(from))
    expect(await verifySignature(publicKey, signature!, signed.messageBytes)).toBe(true)
  })

  test('a web3.js legacy transaction, signed by the wallet, is accepted by the RPC', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const { blockhash } = await connection.getLatestBlockhash()
    const legacy = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash })
    legacy.add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(from),
        toPubkey: new PublicKey(to),
        lamports: 12_345,
      }),
    )
    const transaction = legacy.serialize({ requireAllSignatures: false, verifySignatures: false })
    const before = await balanceOf(devnet.rpcUrl, to)
    const [output] = await testWallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction,
    })
    const signed = Transaction.from(output!.signedTransaction)
    expect(signed.verifySignatures()).toBe(true)
    const signature = await connection.sendRawTransaction(output!.signedTransaction)
    expect(signature).toBe(getBase58Decoder().decode(signed.signature!))
    expect(await balanceOf(devnet.rpcUrl, to)).toBe(before + 12_345n)
  })

  test('a second signer’s slot is kept: the app signs it after the wallet', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const newAccount = Keypair.generate()
    const { blockhash } = await connection.getLatestBlockhash()
    const rent = await connection.getMinimumBalanceForRentExemption(0)
    const message = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash })
      .add(
        SystemProgram.createAccount({
          fromPubkey: new PublicKey(from),
          newAccountPubkey: newAccount.publicKey,
          lamports: rent,
          space: 0,
          programId: SystemProgram.programId,
        }),
      )
      .compileMessage()
    const versioned = new VersionedTransaction(message)
    const [output] = await testWallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: versioned.serialize(),
    })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)
    // The new account's slot is still empty (all zeros) until the app signs it.
    expect(signed.signatures[1]!.every((byte) => byte === 0)).toBe(true)
    signed.sign([newAccount])
    await connection.sendRawTransaction(signed.serialize())
    expect(await connection.getBalance(newAccount.publicKey)).toBe(rent)
  })

  test('several transactions: one prompt, one output each', async () => {
    const testWallet = wallet()
    const account = await connected(testWallet)
    const outputs = await testWallet.features['solana:signTransaction'].signTransaction(
      { account, transaction: await transfer(1n) },
      { account, transaction: await transfer(2n) },
    )
    expect(outputs).toHaveLength(2)
    expect(testWallet.approvals).toEqual([
      { method: 'standard:connect', decision: 'approved' },
      { method: 'solana:signTransaction', decision: 'approved' },
    ])
  })
})
