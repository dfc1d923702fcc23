import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { type Hex, hexToBigInt, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from '../createTestWallet.ts'
import type { TestWallet } from '../types.ts'

const ADDRESS_0 = privateKeyToAddress(ANVIL_KEYS[0])
let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

async function connectedWallet(): Promise<TestWallet> {
  const wallet = createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}

async function balanceOf(address: Hex): Promise<bigint> {
  return hexToBigInt((await anvil.rpc('eth_getBalance', [address, 'latest'])) as Hex)
}

type Receipt = { status: Hex; type: Hex; from: Hex }

// The wallet returns the hash once the node accepted the transaction, as real wallets do;
// anvil mines it a moment later.
async function receiptOf(hash: unknown): Promise<Receipt> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = (await anvil.rpc('eth_getTransactionReceipt', [hash])) as Receipt | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no receipt for ${String(hash)}`)
}

describe('eth_sendTransaction', () => {
  test('sends 0.01 ETH: the recipient’s balance grows by exactly that', async () => {
    const wallet = await connectedWallet()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const before = await balanceOf(recipient)
    const hash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS_0, to: recipient, value: toHex(parseEther('0.01')) }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await receiptOf(hash)
    expect((await balanceOf(recipient)) - before).toBe(parseEther('0.01'))
    expect(receipt).toMatchObject({ status: '0x1', type: '0x2', from: ADDRESS_0.toLowerCase() })
  })

  test('two concurrent sends both land (nonces never collide)', async () => {
    const wallet = await connectedWallet()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const send = () =>
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS_0, to: recipient, value: toHex(1000n) }],
      })
    const hashes = await Promise.all([send(), send()])
    expect(new Set(hashes).size).toBe(2)
    await Promise.all(hashes.map(receiptOf))
    expect(await balanceOf(recipient)).toBe(2000n)
  })

  test('a gasPrice in the request makes a legacy transaction', async () => {
    const wallet = await connectedWallet()
    const gasPrice = hexToBigInt((await anvil.rpc('eth_gasPrice')) as Hex) * 2n
    const hash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS_0, to: ADDRESS_0, value: '0x1', gasPrice: toHex(gasPrice) }],
    })
    expect((await receiptOf(hash)).type).toBe('0x0')
  })

  test('reject policy answers 4001 and sends nothing', async () => {
    const wallet = await connectedWallet()
    wallet.setPolicy('reject')
    const nonce = await anvil.rpc('eth_getTransactionCount', [ADDRESS_0, 'pending'])
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS_0, to: ADDRESS_0, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await anvil.rpc('eth_getTransactionCount', [ADDRESS_0, 'pending'])).toBe(nonce)
  })

  test('a reverting call fails with the node’s own error code', async () => {
    const wallet = await connectedWallet()
    const reverter = privateKeyToAddress(generatePrivateKey())
    // PUSH1 0 PUSH1 0 REVERT: every call reverts.
    await anvil.rpc('anvil_setCode', [reverter, '0x60006000fd'])
    const error = await wallet.provider
      .request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS_0, to: reverter }] })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: 3 })
  })

  test.each([
    ['a chainId other than the active chain', { chainId: '0x1' }],
    ['a non-hex value', { value: 10 }],
  ])('answers -32602 for %s', async (_, fields) => {
    const wallet = await connectedWallet()
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS_0, to: ADDRESS_0, ...fields }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
