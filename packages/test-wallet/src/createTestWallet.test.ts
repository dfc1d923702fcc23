import { ANVIL_KEYS } from '@latch/devnet/testing'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { makeWallet, record, UNUSED_RPC_URL } from '../test/fixtures.ts'
import { createTestWallet } from './createTestWallet.ts'
import { ProviderRpcError } from './errors/ProviderRpcError.ts'
import type { CreateTestWalletOptions, TestWalletPolicy } from './types.ts'

const [ADDRESS_0, ADDRESS_1] = ANVIL_KEYS.map((key) => privateKeyToAddress(key))

describe('setAccount', () => {
  test('emits accountsChanged with the new account to a connected page', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const changes = record(wallet, 'accountsChanged')
    wallet.setAccount(1)
    expect(changes).toEqual([[ADDRESS_1]])
    expect(wallet.address).toBe(ADDRESS_1)
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS_1])
  })

  test('tells a page that was never connected nothing', () => {
    const wallet = makeWallet()
    const changes = record(wallet, 'accountsChanged')
    wallet.setAccount(1)
    expect(changes).toEqual([])
    expect(wallet.address).toBe(ADDRESS_1)
  })

  test.each([-1, 2, 0.5])('rejects index %s', (index) => {
    expect(() => makeWallet().setAccount(index)).toThrow(RangeError)
  })
})

describe('lock and unlock', () => {
  test('lock emits accountsChanged [] then disconnect with code 4900', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const events: [string, unknown][] = []
    wallet.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    wallet.provider.on('disconnect', (error) => events.push(['disconnect', error]))
    wallet.lock()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[0]![1]).toEqual([])
    expect(events[1]![1]).toBeInstanceOf(ProviderRpcError)
    expect(events[1]![1]).toMatchObject({ code: 4900 })
    expect(wallet.status).toBe('locked')
    expect(wallet.connected).toBe(false)
  })

  test('while locked: no accounts, reads answer 4900, the chain id still answers', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.lock()
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(wallet.provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4900,
    })
    await expect(wallet.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })

  test('unlock emits connect then gives the accounts back', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.lock()
    const events: [string, unknown][] = []
    wallet.provider.on('connect', (info) => events.push(['connect', info]))
    wallet.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    wallet.unlock()
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ADDRESS_0]],
    ])
    expect(wallet.status).toBe('connected')
  })

  test('eth_requestAccounts on a locked wallet asks, then unlocks', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.lock()
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      ADDRESS_0,
    ])
    expect(wallet.status).toBe('connected')
    expect(wallet.approvals.map((approval) => approval.method)).toEqual([
      'eth_requestAccounts',
      'eth_requestAccounts',
    ])
  })
})

describe('events', () => {
  test('removeListener stops delivery', async () => {
    const wallet = makeWallet()
    const listener = vi.fn()
    wallet.provider.on('accountsChanged', listener).removeListener('accountsChanged', listener)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(listener).not.toHaveBeenCalled()
  })

  test('a throwing listener does not keep the others from hearing the event', async () => {
    const wallet = makeWallet()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const after = vi.fn()
    wallet.provider.on('accountsChanged', () => {
      throw new Error('dapp bug')
    })
    wallet.provider.on('accountsChanged', after)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(after).toHaveBeenCalledWith([ADDRESS_0])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})

describe('options', () => {
  const chain = { chainId: 31337, name: 'Anvil', rpcUrl: UNUSED_RPC_URL }
  test.each<[string, Partial<CreateTestWalletOptions>, RegExp]>([
    ['no keys', { privateKeys: [] }, /at least one key/],
    ['duplicate chain ids', { chains: [chain, chain] }, /unique/],
    ['a known chain missing from chains', { knownChainIds: [1] }, /not in chains/],
    ['no known chain', { knownChainIds: [] }, /at least one known chain/],
    ['a start chain that is not known', { chainId: 5 }, /not one of the known chains/],
    ['a non-http rpcUrl', { chains: [{ ...chain, rpcUrl: 'ws://x' }] }, /http\(s\) rpcUrl/],
  ])('throws for %s', (_, overrides, message) => {
    expect(() => makeWallet(overrides)).toThrow(message)
  })

  test('defaults: approve policy, first known chain, default identity', () => {
    const wallet = createTestWallet({
      privateKeys: [ANVIL_KEYS[0]],
      chains: [chain, { chainId: 31338, name: 'Anvil 2', rpcUrl: UNUSED_RPC_URL }],
      knownChainIds: [31338, 31337],
    })
    expect(wallet.policy).toBe('approve')
    expect(wallet.chainId).toBe(31338)
    expect(wallet.addresses).toEqual([ADDRESS_0])
    expect(wallet.info).toMatchObject({ name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet' })
    expect(wallet.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(wallet.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  test('setPolicy rejects an unknown policy', () => {
    expect(() => makeWallet().setPolicy('maybe' as TestWalletPolicy)).toThrow(TypeError)
  })

  test('the request log and approvals are snapshots a test cannot corrupt', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    ;(wallet.requests as string[]).push('forged')
    expect(wallet.requests).toEqual(['eth_requestAccounts'])
  })
})
