import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { createWalletClient, custom, type Hex, hexToBigInt, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from '../createTestWallet.ts'
import type { TestWallet } from '../types.ts'
import { CALLS_ERROR_CODE, MAX_CALLS } from './sendCalls.ts'

const ADDRESS_0 = privateKeyToAddress(ANVIL_KEYS[0])
let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

async function connectedWallet(policy?: 'reject'): Promise<TestWallet> {
  const wallet = createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  if (policy) wallet.setPolicy(policy)
  return wallet
}

const balanceOf = async (address: Hex) =>
  hexToBigInt((await anvil.rpc('eth_getBalance', [address, 'latest'])) as Hex)
const newAddress = () => privateKeyToAddress(generatePrivateKey())
const request = (wallet: TestWallet, calls: unknown[], extra: Record<string, unknown> = {}) =>
  wallet.provider.request({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls, ...extra }],
  })

describe('EIP-5792 through viem', () => {
  test('a batch of two transfers: approved once, both land, the status reports both receipts', async () => {
    const wallet = await connectedWallet()
    const client = createWalletClient({
      account: ADDRESS_0,
      chain: foundry,
      transport: custom(wallet.provider),
    })
    const [a, b] = [newAddress(), newAddress()]
    const { id } = await client.sendCalls({
      calls: [
        { to: a, value: parseEther('0.01') },
        { to: b, value: parseEther('0.02') },
      ],
    })
    const status = await client.waitForCallsStatus({ id, pollingInterval: 50 })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(await balanceOf(a)).toBe(parseEther('0.01'))
    expect(await balanceOf(b)).toBe(parseEther('0.02'))
    expect(wallet.approvals.filter((entry) => entry.method === 'wallet_sendCalls')).toHaveLength(1)
    const capabilities = await client.getCapabilities({ chainId: 31337 })
    expect(capabilities).toMatchObject({ atomic: { status: 'unsupported' } })
  })

  test('a call that fails after one was sent: the id still comes, the status is 600 with the one receipt', async () => {
    const wallet = await connectedWallet()
    const a = newAddress()
    // PUSH1 0 PUSH1 0 REVERT: every call to it reverts, so its gas estimate fails.
    const reverter = newAddress()
    await anvil.rpc('anvil_setCode', [reverter, '0x60006000fd'])
    const { id } = (await request(wallet, [
      { to: a, value: toHex(parseEther('0.01')) },
      { to: reverter, data: '0x01' },
    ])) as { id: string }
    const status = await waitForStatus(wallet, id)
    expect(status).toMatchObject({ status: 600, atomic: false })
    expect(status.receipts).toHaveLength(1)
    expect(await balanceOf(a)).toBe(parseEther('0.01'))
  })

  test('a first call that fails: the error, nothing sent', async () => {
    const wallet = await connectedWallet()
    const reverter = newAddress()
    await anvil.rpc('anvil_setCode', [reverter, '0x60006000fd'])
    const nonce = await anvil.rpc('eth_getTransactionCount', [ADDRESS_0, 'latest'])
    await expect(request(wallet, [{ to: reverter }, { to: newAddress() }])).rejects.toHaveProperty(
      'code',
    )
    expect(await anvil.rpc('eth_getTransactionCount', [ADDRESS_0, 'latest'])).toBe(nonce)
  })
})

async function waitForStatus(wallet: TestWallet, id: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const status = (await wallet.provider.request({
      method: 'wallet_getCallsStatus',
      params: [id],
    })) as { status: number; atomic: boolean; receipts?: unknown[] }
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`batch ${id} still pending`)
}

describe('refused before anything is sent', () => {
  test.each([
    ['no calls', [], {}, -32602],
    ['a call without to', [{ value: '0x1' }], {}, -32602],
    ['a to without 0x', [{ to: 'abc' }], {}, -32602],
    [
      'data without 0x',
      [{ to: '0x0000000000000000000000000000000000000001', data: 'ff' }],
      {},
      -32602,
    ],
    [
      'a value that is not hex',
      [{ to: '0x0000000000000000000000000000000000000001', value: 5 }],
      {},
      -32602,
    ],
    [
      'atomicity required',
      [{ to: '0x0000000000000000000000000000000000000001' }],
      { atomicRequired: true },
      CALLS_ERROR_CODE.atomicityNotSupported,
    ],
    [
      'another chain',
      [{ to: '0x0000000000000000000000000000000000000001' }],
      { chainId: '0x1' },
      CALLS_ERROR_CODE.unsupportedChainId,
    ],
    [
      'a required capability',
      [{ to: '0x0000000000000000000000000000000000000001' }],
      { capabilities: { paymasterService: { url: 'x' } } },
      CALLS_ERROR_CODE.unsupportedCapability,
    ],
    [
      'too many calls',
      Array.from({ length: MAX_CALLS + 1 }, () => ({
        to: '0x0000000000000000000000000000000000000001',
      })),
      {},
      CALLS_ERROR_CODE.batchTooLarge,
    ],
  ] as const)('%s → %s', async (_, calls, extra, code) => {
    const wallet = await connectedWallet()
    const nonce = await anvil.rpc('eth_getTransactionCount', [ADDRESS_0, 'latest'])
    await expect(request(wallet, [...calls], extra)).rejects.toMatchObject({ code })
    expect(wallet.approvals.filter((entry) => entry.method === 'wallet_sendCalls')).toEqual([])
    expect(await anvil.rpc('eth_getTransactionCount', [ADDRESS_0, 'latest'])).toBe(nonce)
  })

  test('an optional capability it does not know is ignored', async () => {
    const wallet = await connectedWallet()
    const a = newAddress()
    await expect(
      request(wallet, [{ to: a }], {
        capabilities: { paymasterService: { url: 'x', optional: true } },
      }),
    ).resolves.toMatchObject({ id: expect.any(String) })
  })

  test('declined: 4001, nothing sent, the id is free again', async () => {
    const wallet = await connectedWallet('reject')
    const a = newAddress()
    await expect(
      request(wallet, [{ to: a, value: '0x1' }], { id: 'batch-1' }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await balanceOf(a)).toBe(0n)
    wallet.setPolicy('approve')
    await expect(request(wallet, [{ to: a, value: '0x1' }], { id: 'batch-1' })).resolves.toEqual({
      id: 'batch-1',
    })
    await expect(
      request(wallet, [{ to: a, value: '0x1' }], { id: 'batch-1' }),
    ).rejects.toMatchObject({
      code: CALLS_ERROR_CODE.duplicateId,
    })
  })

  test('an unknown id: 5730', async () => {
    const wallet = await connectedWallet()
    await expect(
      wallet.provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({ code: CALLS_ERROR_CODE.unknownBundleId })
  })

  test('not connected: 4100', async () => {
    const wallet = createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
    })
    await expect(request(wallet, [{ to: newAddress() }])).rejects.toMatchObject({ code: 4100 })
  })
})
