import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import {
  createWalletClient,
  custom,
  defineChain,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet.ts'

let anvil: TestAnvil
beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

// The way a dapp (and @latch/evm) uses an injected provider: viem's custom() transport.
describe('as a viem custom transport', () => {
  function clientFor(policy: 'approve' | 'reject' = 'approve') {
    const wallet = createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
      policy,
    })
    const chain = defineChain({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    return { wallet, client: createWalletClient({ chain, transport: custom(wallet.provider) }) }
  }

  test('requestAddresses, signMessage and sendTransaction work end to end', async () => {
    const { wallet, client } = clientFor()
    const [account] = await client.requestAddresses()
    expect(account).toBe(wallet.address)
    const signature = await client.signMessage({ account: account!, message: 'via viem' })
    await expect(
      verifyMessage({ address: account!, message: 'via viem', signature }),
    ).resolves.toBe(true)
    const hash = await client.sendTransaction({
      account: account!,
      to: '0x000000000000000000000000000000000000dEaD',
      value: parseEther('0.001'),
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('a rejection reaches viem as UserRejectedRequestError (classified by code 4001)', async () => {
    const { client } = clientFor('reject')
    const error = await client.requestAddresses().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })
})
