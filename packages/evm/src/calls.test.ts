import {
  CallsNotSupportedError,
  createLatch,
  createMemoryStorage,
  InvalidCallError,
  type LatchClient,
  TransactionRejectedError,
} from '@latch/core'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { announceTestWallet, createTestWallet } from '@latch/test-wallet'
import { type Hex, hexToBigInt, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { anvilNetwork, makeWindow } from '../test/fixtures.ts'
import { evmAdapter } from './evmAdapter.ts'

// Core's EIP-5792 actions passed through to an EIP-6963 wallet's own provider (the test wallet
// does batches as a plain key wallet: one approval, the calls sent one after the other).
const RDNS = 'dev.latch.testwallet'
let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function connected() {
  const wallet = createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
  })
  const target = makeWindow()
  cleanups.push(announceTestWallet(wallet, { window: target }))
  const latch: LatchClient = createLatch({
    projectId: 'test-project',
    networks: [anvilNetwork(anvil)],
    adapters: [evmAdapter({ window: target })],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
  })
  cleanups.push(() => latch.destroy())
  await latch.connect({ connectorId: RDNS })
  return { wallet, latch }
}

const balanceOf = async (address: Hex) =>
  hexToBigInt((await anvil.rpc('eth_getBalance', [address, 'latest'])) as Hex)

describe('EIP-5792 through an external wallet', () => {
  test('sendCalls, waitForCallsStatus and getCapabilities reach the wallet as they are', async () => {
    const { wallet, latch } = await connected()
    const [a, b] = [
      privateKeyToAddress(generatePrivateKey()),
      privateKeyToAddress(generatePrivateKey()),
    ]
    const { id } = await latch.sendCalls({
      calls: [
        { to: a, value: parseEther('0.01') },
        { to: b, value: parseEther('0.02') },
      ],
    })
    const status = await latch.waitForCallsStatus({ id, pollingIntervalMs: 50 })
    expect(status).toMatchObject({ id, chainId: 31337, status: 'success', statusCode: 200 })
    expect(status.receipts).toHaveLength(2)
    expect(await balanceOf(a)).toBe(parseEther('0.01'))
    expect(await balanceOf(b)).toBe(parseEther('0.02'))
    expect(wallet.approvals.filter((entry) => entry.method === 'wallet_sendCalls')).toHaveLength(1)
    // A plain key wallet: no atomic batches.
    expect(await latch.getCapabilities({ chainId: 31337 })).toMatchObject({
      31337: { atomic: { status: 'unsupported' } },
    })
  })

  test('a declined batch is TransactionRejectedError; a bad entry never reaches the wallet', async () => {
    const { wallet, latch } = await connected()
    const asked = wallet.approvals.length
    await expect(latch.sendCalls({ calls: [{ to: 'nope' }] })).rejects.toBeInstanceOf(
      InvalidCallError,
    )
    expect(wallet.approvals).toHaveLength(asked)
    wallet.setPolicy('reject')
    await expect(
      latch.sendCalls({ calls: [{ to: privateKeyToAddress(generatePrivateKey()), value: 1n }] }),
    ).rejects.toBeInstanceOf(TransactionRejectedError)
  })

  test('a wallet without EIP-5792 (4200) is CallsNotSupportedError', async () => {
    const { wallet, latch } = await connected()
    const request = wallet.provider.request.bind(wallet.provider)
    wallet.provider.request = async (args) => {
      if (args.method.startsWith('wallet_') && args.method.endsWith('Calls')) {
        throw Object.assign(new Error('Unsupported method'), { code: 4200 })
      }
      return request(args)
    }
    await expect(
      latch.sendCalls({ calls: [{ to: privateKeyToAddress(generatePrivateKey()) }] }),
    ).rejects.toBeInstanceOf(CallsNotSupportedError)
  })
})
