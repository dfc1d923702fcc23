import { ANVIL_KEYS } from '@latch/devnet/testing'
import { verifyTypedData } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { makeWallet } from '../../test/fixtures.ts'

const ADDRESS_0 = privateKeyToAddress(ANVIL_KEYS[0])

// The shape dapps send: EIP712Domain listed in types, chainId a number, JSON-encoded.
const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amounts', type: 'uint256[]' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Latch Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Alice', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amounts: ['1', '2'],
  },
} as const

async function connectedWallet() {
  const wallet = makeWallet()
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}

describe('eth_signTypedData_v4', () => {
  test('signs EIP-712 JSON so verifyTypedData recovers the account', async () => {
    const wallet = await connectedWallet()
    const signature = await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [ADDRESS_0, JSON.stringify(typedData)],
    })
    const { EIP712Domain: _, ...types } = typedData.types
    await expect(
      verifyTypedData({
        address: ADDRESS_0,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: {
          ...typedData.message,
          amounts: [1n, 2n],
        },
        signature: signature as `0x${string}`,
      }),
    ).resolves.toBe(true)
    expect(wallet.approvals.at(-1)).toEqual({
      method: 'eth_signTypedData_v4',
      decision: 'approved',
    })
  })

  test('refuses typed data for another chain with -32602, before asking', async () => {
    const wallet = await connectedWallet()
    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } }
    await expect(
      wallet.provider.request({
        method: 'eth_signTypedData_v4',
        params: [ADDRESS_0, JSON.stringify(otherChain)],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(wallet.approvals.map((approval) => approval.method)).toEqual(['eth_requestAccounts'])
  })

  test.each([
    ['invalid JSON', '{not json'],
    ['no primaryType', JSON.stringify({ types: {}, message: {} })],
  ])('answers -32602 for %s', async (_, raw) => {
    const wallet = await connectedWallet()
    await expect(
      wallet.provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS_0, raw] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('reject policy answers 4001', async () => {
    const wallet = await connectedWallet()
    wallet.setPolicy('reject')
    await expect(
      wallet.provider.request({
        method: 'eth_signTypedData_v4',
        params: [ADDRESS_0, JSON.stringify(typedData)],
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})
