import { ANVIL_KEYS } from '@latch/devnet/testing'
import { stringToHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { makeWallet } from '../../test/fixtures.ts'

const ADDRESS_0 = privateKeyToAddress(ANVIL_KEYS[0])
const ADDRESS_1 = privateKeyToAddress(ANVIL_KEYS[1])

async function connectedWallet(policy: 'approve' | 'reject' = 'approve') {
  const wallet = makeWallet()
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.setPolicy(policy)
  return wallet
}

describe('personal_sign', () => {
  test.each([
    ['hex-encoded text', stringToHex('Sign in to Latch'), { raw: stringToHex('Sign in to Latch') }],
    ['binary hex', '0xdeadbeef', { raw: '0xdeadbeef' }],
    ['a plain string', 'plain text', 'plain text'],
  ] as const)('signs %s so verifyMessage recovers the account', async (_, sent, message) => {
    const wallet = await connectedWallet()
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: [sent, ADDRESS_0],
    })
    await expect(
      verifyMessage({ address: ADDRESS_0, message, signature: signature as `0x${string}` }),
    ).resolves.toBe(true)
  })

  test('accepts [address, message], the order some dapps send', async () => {
    const wallet = await connectedWallet()
    const message = stringToHex('reversed')
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: [ADDRESS_0, message],
    })
    await expect(
      verifyMessage({
        address: ADDRESS_0,
        message: { raw: message },
        signature: signature as `0x${string}`,
      }),
    ).resolves.toBe(true)
  })

  test('signs with the newly selected account after setAccount', async () => {
    const wallet = await connectedWallet()
    wallet.setAccount(1)
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex('second'), ADDRESS_1],
    })
    await expect(
      verifyMessage({
        address: ADDRESS_1,
        message: 'second',
        signature: signature as `0x${string}`,
      }),
    ).resolves.toBe(true)
  })

  test('reject policy answers 4001', async () => {
    const wallet = await connectedWallet('reject')
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x01', ADDRESS_0] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test.each([
    ['before connecting', false, ADDRESS_0],
    ['for an account the page was not given', true, ADDRESS_1],
  ])('answers 4100 %s', async (_, connect, address) => {
    const wallet = makeWallet()
    if (connect) await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x01', address] }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(wallet.approvals.filter((approval) => approval.method === 'personal_sign')).toEqual([])
  })
})
