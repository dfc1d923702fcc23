import type { CaipNetwork } from '@latch/core'
import { SOLANA_DEVNET_LATCH, SOLANA_DEVNET_USDC, type SolanaDevnet } from '@latch/devnet'
import { registerSolanaTestWallet, type SolanaTestWallet } from '@latch/test-wallet'
import {
  type Address,
  address,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  cleanupAfterEach,
  devnetWallet,
  firstInput,
  type LocalRpc,
  makeWindow,
  recordingContext,
  startLocalDevnet,
} from '../../test/fixtures.ts'
import { solanaAdapter } from '../solanaAdapter.ts'
import { sendSplToken } from './sendSplToken.ts'

let devnet: SolanaDevnet
let network: CaipNetwork
let rpc: LocalRpc
let wallet: SolanaTestWallet

beforeAll(async () => {
  ;({ devnet, network, rpc } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

const cleanups = cleanupAfterEach()

/** A connected wallet on dev account 0, whose transactions the test can inspect. */
async function connectedWallet() {
  wallet = devnetWallet(devnet, 1)
  await wallet.features['standard:connect'].connect()
  const send = vi.spyOn(wallet.features['solana:signAndSendTransaction'], 'signAndSendTransaction')
  /** The programs of the instructions in the n-th transaction sent. */
  const programsOf = (index: number) => {
    const wire = firstInput(send.mock.calls[index]).transaction
    const message = getCompiledTransactionMessageDecoder().decode(
      getTransactionDecoder().decode(wire).messageBytes,
    )
    // The adapter sends legacy or v0 messages, never v1.
    if (!('instructions' in message)) throw new Error(`unexpected ${message.version} message`)
    return message.instructions.map((i) => message.staticAccounts[i.programAddressIndex])
  }
  return { wallet, send, programsOf }
}

const ataOf = async (owner: string, mint: string) =>
  (
    await findAssociatedTokenPda({
      owner: address(owner),
      mint: address(mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]
const tokenAmountOf = async (account: Address) => {
  const { value } = await rpc.getAccountInfo(account, { encoding: 'base64' }).send()
  if (!value) return undefined
  return BigInt((await rpc.getTokenAccountBalance(account).send()).value.amount)
}
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

describe('sendSplToken', () => {
  test('to a fresh address: creates its token account and moves exactly the amount', async () => {
    const { wallet, programsOf } = await connectedWallet()
    const to = (await generateKeyPairSigner()).address
    const receiverAta = await ataOf(to, SOLANA_DEVNET_USDC.address)
    const senderAta = address(devnet.accounts[0]!.tokenAccounts.USDC)
    const senderBefore = await tokenAmountOf(senderAta)
    expect(await tokenAmountOf(receiverAta)).toBeUndefined()

    const amount = 12_345_678n // 12.345678 USDC
    const signature = await sendSplToken({
      wallet,
      from: wallet.address,
      network,
      to,
      mint: SOLANA_DEVNET_USDC.address,
      amount,
      decimals: 6,
    })

    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await vi.waitFor(async () => expect(await tokenAmountOf(receiverAta)).toBe(amount))
    expect(senderBefore! - (await tokenAmountOf(senderAta))!).toBe(amount)
    expect(programsOf(0)).toEqual([ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM_ADDRESS])
  })

  test('to an address that has the token account: only the transfer', async () => {
    const { wallet, programsOf } = await connectedWallet()
    const to = devnet.accounts[1]!
    const receiverAta = address(to.tokenAccounts.LATCH)
    const before = await tokenAmountOf(receiverAta)
    const amount = 1_500_000_000n // 1.5 LATCH (9 decimals)
    await sendSplToken({
      wallet,
      from: wallet.address,
      network,
      to: to.address,
      mint: SOLANA_DEVNET_LATCH.address,
      amount,
    })
    await vi.waitFor(async () => expect((await tokenAmountOf(receiverAta))! - before!).toBe(amount))
    expect(programsOf(0)).toEqual([TOKEN_PROGRAM_ADDRESS])
  })

  test('decimals that differ from the mint’s are refused before the wallet is asked', async () => {
    const { wallet, send } = await connectedWallet()
    const error = await sendSplToken({
      wallet,
      from: wallet.address,
      network,
      to: devnet.accounts[1]!.address,
      mint: SOLANA_DEVNET_USDC.address,
      amount: 1n,
      decimals: 9,
    }).catch((e) => e)
    expect(error).toMatchObject({ name: 'InvalidMintError', shortMessage: 'Invalid token mint' })
    expect(error.details).toBe(`${SOLANA_DEVNET_USDC.address} has 6 decimals, not 9`)
    expect(send).not.toHaveBeenCalled()
  })

  test.each([
    ['a wallet address', () => devnet.accounts[2]!.address],
    ['an account that does not exist', () => '11111111111111111111111111111112'],
  ])('%s as the mint is refused', async (_, mint) => {
    const { wallet, send } = await connectedWallet()
    await expect(
      sendSplToken({
        wallet,
        from: wallet.address,
        network,
        to: devnet.accounts[1]!.address,
        mint: mint(),
        amount: 1n,
      }),
    ).rejects.toMatchObject({ name: 'InvalidMintError' })
    expect(send).not.toHaveBeenCalled()
  })

  test('declining keeps code 4001; no token account is created', async () => {
    const { wallet } = await connectedWallet()
    wallet.setPolicy('reject')
    const to = (await generateKeyPairSigner()).address
    const error = await sendSplToken({
      wallet,
      from: wallet.address,
      network,
      to,
      mint: SOLANA_DEVNET_USDC.address,
      amount: 1n,
    }).catch((e) => e)
    expect(error.code).toBe(4001)
    expect(await tokenAmountOf(await ataOf(to, SOLANA_DEVNET_USDC.address))).toBeUndefined()
  })
})

test('adapter.sendSplToken goes through the connected wallet at the adapter’s commitment', async () => {
  const { wallet, send } = await connectedWallet()
  const target = makeWindow()
  cleanups.push(registerSolanaTestWallet(wallet, { window: target }))
  const adapter = solanaAdapter({ window: target, preflightCommitment: 'finalized' })
  cleanups.push(adapter.setup(recordingContext([network]).context))
  const to = (await generateKeyPairSigner()).address
  await adapter.sendSplToken({
    connectorId: 'ws:Latch Test Wallet',
    network,
    from: wallet.address,
    to,
    mint: SOLANA_DEVNET_USDC.address,
    amount: 2_000_000n,
  })
  expect(firstInput(send.mock.calls[0]).options).toEqual({ preflightCommitment: 'finalized' })
  await vi.waitFor(async () =>
    expect(await tokenAmountOf(await ataOf(to, SOLANA_DEVNET_USDC.address))).toBe(2_000_000n),
  )
})
