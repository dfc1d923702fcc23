import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { record } from '../../test/fixtures.ts'
import { createTestWallet } from '../createTestWallet.ts'
import type { CreateTestWalletOptions } from '../types.ts'

let first: TestAnvil
let second: TestAnvil

beforeAll(async () => {
  ;[first, second] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})

function walletKnowingOnlyFirst(overrides: Partial<CreateTestWalletOptions> = {}) {
  return createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [
      { chainId: 31337, name: 'Anvil', rpcUrl: first.rpcUrl },
      { chainId: 31338, name: 'Anvil 2', rpcUrl: second.rpcUrl },
    ],
    knownChainIds: [31337],
    ...overrides,
  })
}

const addSecond = () => ({
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId: '0x7a6a',
      chainName: 'Anvil 2',
      rpcUrls: [second.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
})
const switchTo = (chainId: string) => ({
  method: 'wallet_switchEthereumChain',
  params: [{ chainId }],
})

describe('wallet_switchEthereumChain', () => {
  test('an unknown chain answers 4902 and nothing changes', async () => {
    const wallet = walletKnowingOnlyFirst()
    const changes = record(wallet, 'chainChanged')
    await expect(wallet.provider.request(switchTo('0x7a6a'))).rejects.toMatchObject({
      code: 4902,
    })
    expect(changes).toEqual([])
    await expect(wallet.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })

  test('add (no auto-switch) then switch: chainChanged with the hex id, reads go to the new chain', async () => {
    const wallet = walletKnowingOnlyFirst({ switchOnAddChain: false })
    const changes = record(wallet, 'chainChanged')
    await expect(wallet.provider.request(addSecond())).resolves.toBeNull()
    expect(changes).toEqual([])
    await expect(wallet.provider.request(switchTo('0x7a6a'))).resolves.toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    await expect(wallet.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    await expect(wallet.provider.request({ method: 'net_version' })).resolves.toBe('31338')
    // Reads now go to the second anvil: only it knows this balance.
    const probe = '0x00000000000000000000000000000000000a11ce'
    await second.rpc('anvil_setBalance', [probe, '0x1234'])
    await expect(
      wallet.provider.request({ method: 'eth_getBalance', params: [probe, 'latest'] }),
    ).resolves.toBe('0x1234')
    expect(wallet.approvals).toEqual([{ method: 'wallet_addEthereumChain', decision: 'approved' }])
  })

  test('add switches by default (as MetaMask does); the following switch is a no-op', async () => {
    const wallet = walletKnowingOnlyFirst()
    const changes = record(wallet, 'chainChanged')
    await wallet.provider.request(addSecond())
    expect(changes).toEqual(['0x7a6a'])
    await wallet.provider.request(switchTo('0x7a6a'))
    expect(changes).toEqual(['0x7a6a'])
    expect(wallet.knownChainIds).toEqual([31337, 31338])
  })

  test('a rejected add keeps the chain unknown', async () => {
    const wallet = walletKnowingOnlyFirst({ policy: 'reject' })
    await expect(wallet.provider.request(addSecond())).rejects.toMatchObject({ code: 4001 })
    await expect(wallet.provider.request(switchTo('0x7a6a'))).rejects.toMatchObject({
      code: 4902,
    })
  })

  test('add refuses an RPC that serves another chain id (-32602)', async () => {
    const wallet = walletKnowingOnlyFirst()
    const request = addSecond()
    request.params[0]!.rpcUrls = [first.rpcUrl]
    await expect(wallet.provider.request(request)).rejects.toMatchObject({ code: -32602 })
    expect(wallet.approvals).toEqual([])
  })

  test('confirmChainSwitch asks first; rejecting answers 4001', async () => {
    const wallet = createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [
        { chainId: 31337, name: 'Anvil', rpcUrl: first.rpcUrl },
        { chainId: 31338, name: 'Anvil 2', rpcUrl: second.rpcUrl },
      ],
      confirmChainSwitch: true,
      policy: 'reject',
    })
    await expect(wallet.provider.request(switchTo('0x7a6a'))).rejects.toMatchObject({
      code: 4001,
    })
    expect(wallet.chainId).toBe(31337)
  })

  test('switchChainExternally emits chainChanged; unknown chains throw', () => {
    const wallet = createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [
        { chainId: 31337, name: 'Anvil', rpcUrl: first.rpcUrl },
        { chainId: 31338, name: 'Anvil 2', rpcUrl: second.rpcUrl },
      ],
      knownChainIds: [31337, 31338],
    })
    const changes = record(wallet, 'chainChanged')
    wallet.switchChainExternally(31338)
    expect(changes).toEqual(['0x7a6a'])
    expect(() => wallet.switchChainExternally(1)).toThrow(/does not know chain 1/)
  })
})
