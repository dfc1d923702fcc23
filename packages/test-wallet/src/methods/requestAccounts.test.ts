import { ANVIL_KEYS } from '@latch/devnet/testing'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { makeWallet, record } from '../../test/fixtures.ts'

const ADDRESS_0 = privateKeyToAddress(ANVIL_KEYS[0])

describe('eth_requestAccounts', () => {
  test('approve connects and returns the first key’s address', async () => {
    const wallet = makeWallet({ policy: 'approve' })
    const changes = record(wallet, 'accountsChanged')
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      ADDRESS_0,
    ])
    expect(wallet.status).toBe('connected')
    expect(wallet.connected).toBe(true)
    expect(changes).toEqual([[ADDRESS_0]])
    expect(wallet.approvals).toEqual([{ method: 'eth_requestAccounts', decision: 'approved' }])
  })

  test('reject answers 4001 and leaves the page disconnected', async () => {
    const wallet = makeWallet({ policy: 'reject' })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      name: 'ProviderRpcError',
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(wallet.status).toBe('disconnected')
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(wallet.approvals).toEqual([{ method: 'eth_requestAccounts', decision: 'rejected' }])
  })

  test('a connected page is not asked again', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setPolicy('reject')
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      ADDRESS_0,
    ])
    expect(wallet.approvals).toHaveLength(1)
  })

  test('prompt policy without a window fails with -32603 instead of hanging', async () => {
    const wallet = makeWallet({ policy: 'prompt' })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: -32603,
    })
  })
})

describe('eth_accounts', () => {
  test('is empty before connecting and never asks', async () => {
    const wallet = makeWallet({ policy: 'reject' })
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(wallet.approvals).toEqual([])
  })

  test('returns the selected account after connecting', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS_0])
  })
})

describe('permissions', () => {
  test('wallet_revokePermissions disconnects and emits accountsChanged []', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const changes = record(wallet, 'accountsChanged')
    await expect(
      wallet.provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).resolves.toBeNull()
    expect(changes).toEqual([[]])
    expect(wallet.status).toBe('disconnected')
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(wallet.provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual([])
  })

  test('wallet_requestPermissions asks, connects and returns the eth_accounts permission', async () => {
    const wallet = makeWallet()
    const permissions = await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(permissions).toEqual([
      {
        invoker: 'unknown origin',
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [ADDRESS_0] }],
      },
    ])
    await expect(wallet.provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual(
      permissions,
    )
    expect(wallet.approvals).toEqual([
      { method: 'wallet_requestPermissions', decision: 'approved' },
    ])
  })

  test('wallet_requestPermissions on a connected page asks again but changes no accounts', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const changes = record(wallet, 'accountsChanged')
    await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(changes).toEqual([])
    expect(wallet.approvals.map((approval) => approval.method)).toEqual([
      'eth_requestAccounts',
      'wallet_requestPermissions',
    ])
  })

  test.each([
    ['no params', undefined],
    ['another permission', [{ eth_sign: {} }]],
  ])('wallet_requestPermissions with %s answers -32602', async (_, params) => {
    const wallet = makeWallet()
    await expect(
      wallet.provider.request({ method: 'wallet_requestPermissions', params }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
