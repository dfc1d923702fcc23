import type { CaipNetwork } from '@latch/core'
import { SOLANA_DEVNET_USDC, type SolanaDevnet } from '@latch/devnet'
import { registerSolanaTestWallet } from '@latch/test-wallet'
import { address, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  cleanupAfterEach,
  devnetWallet,
  type LocalRpc,
  makeWindow,
  recordingContext,
  startLocalDevnet,
} from '../../test/fixtures.ts'
import { solanaAdapter } from '../solanaAdapter.ts'
import { LAMPORTS_PER_SIGNATURE } from './estimateSendFee.ts'

let devnet: SolanaDevnet
let network: CaipNetwork
let rpc: LocalRpc

beforeAll(async () => {
  ;({ devnet, network, rpc } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

const cleanups = cleanupAfterEach()

const connectorId = 'ws:Latch Test Wallet'

/** The adapter with dev account 0's test wallet registered and connected. */
async function connectedAdapter() {
  const wallet = devnetWallet(devnet, 1)
  const target = makeWindow()
  cleanups.push(registerSolanaTestWallet(wallet, { window: target }))
  const adapter = solanaAdapter({ window: target })
  cleanups.push(adapter.setup(recordingContext([network]).context))
  await adapter.connect({ connectorId, network })
  return { adapter, wallet, from: wallet.address }
}

const lamportsOf = async (account: string) => (await rpc.getBalance(address(account)).send()).value
const usdcAta = async (owner: string) =>
  (
    await findAssociatedTokenPda({
      owner: address(owner),
      mint: address(SOLANA_DEVNET_USDC.address),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]
const usdcOf = async (owner: string) => {
  const ata = await usdcAta(owner)
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()
  return value ? BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount) : undefined
}
const usdc = { address: SOLANA_DEVNET_USDC.address, decimals: 6 }

describe('solana adapter sendToken', () => {
  test('SOL without a token: exactly the lamports arrive', async () => {
    const { adapter, from } = await connectedAdapter()
    const to = (await generateKeyPairSigner()).address
    await adapter.sendToken!({ connectorId, network, from, to, amount: 1_234_567n })
    await vi.waitFor(async () => expect(await lamportsOf(to)).toBe(1_234_567n))
  })

  test('an SPL token to a fresh address: its token account is created, exactly the amount moves', async () => {
    const { adapter, from } = await connectedAdapter()
    const to = (await generateKeyPairSigner()).address
    const before = await usdcOf(from)
    await adapter.sendToken!({ connectorId, network, from, to, amount: 12_500_000n, token: usdc })
    await vi.waitFor(async () => expect(await usdcOf(to)).toBe(12_500_000n))
    expect(before! - (await usdcOf(from))!).toBe(12_500_000n)
  })

  test('declined: the wallet’s 4001 comes through and nothing moves', async () => {
    const { adapter, wallet, from } = await connectedAdapter()
    wallet.setPolicy('reject')
    const to = (await generateKeyPairSigner()).address
    const error = await adapter.sendToken!({
      connectorId,
      network,
      from,
      to,
      amount: 1n,
      token: usdc,
    }).catch((e: { code?: number }) => e)
    expect(error).toMatchObject({ code: 4001 })
    expect(await usdcOf(to)).toBeUndefined()
  })
})

describe('solana adapter estimateSendFee', () => {
  test('SOL: one signature', async () => {
    const { adapter, from } = await connectedAdapter()
    const to = (await generateKeyPairSigner()).address
    expect(await adapter.estimateSendFee!({ network, from, to, amount: 1n })).toBe(
      LAMPORTS_PER_SIGNATURE,
    )
  })

  test('SPL to a fresh address: the signature plus the new token account’s rent, as the send costs', async () => {
    const { adapter, from } = await connectedAdapter()
    const to = (await generateKeyPairSigner()).address
    const fee = await adapter.estimateSendFee!({ network, from, to, amount: 1n, token: usdc })
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    expect(fee).toBe(LAMPORTS_PER_SIGNATURE + BigInt(rent))
    // What the sender actually pays in SOL for that send matches the estimate.
    const before = await lamportsOf(from)
    await adapter.sendToken!({ connectorId, network, from, to, amount: 1n, token: usdc })
    await vi.waitFor(async () => expect(await usdcOf(to)).toBe(1n))
    expect(before - (await lamportsOf(from))).toBe(fee)
  })

  test('SPL to an address that has the token account: the signature only', async () => {
    const { adapter, from } = await connectedAdapter()
    const to = devnet.accounts[1]!.address
    expect(await adapter.estimateSendFee!({ network, from, to, amount: 1n, token: usdc })).toBe(
      LAMPORTS_PER_SIGNATURE,
    )
  })
})
