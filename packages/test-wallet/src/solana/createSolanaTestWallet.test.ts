import { getBase58Encoder } from '@solana/kit'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { describe, expect, test } from 'vitest'
import { SOLANA_DEVNET_CAIP2 } from '../../../devnet/src/solana/constants.ts'
import { connected, makeSolanaWallet, SOLANA_DEV, SOLANA_DEV_KEYS } from '../../test/solana.ts'
import { DEFAULT_TEST_WALLET_ICON_BASE64 } from '../defaultInfo.ts'
import { SOLANA_DEVNET_CHAIN } from './constants.ts'
import { createSolanaTestWallet } from './createSolanaTestWallet.ts'
import type { SolanaTestWallet } from './types.ts'

// Handles a rejection at once, so the error can be inspected without an unhandled rejection.
const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)

function changes(wallet: SolanaTestWallet): StandardEventsChangeProperties[] {
  const seen: StandardEventsChangeProperties[] = []
  wallet.features['standard:events'].on('change', (properties) => {
    seen.push(properties)
  })
  return seen
}

describe('the Wallet Standard shape', () => {
  test('version, name, base64 icon, chains and features', () => {
    const wallet = makeSolanaWallet()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe('Latch Test Wallet')
    expect(wallet.icon).toBe(DEFAULT_TEST_WALLET_ICON_BASE64)
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual([SOLANA_DEVNET_CHAIN, 'solana:devnet', 'solana:localnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ])
  })

  test('the devnet chain id is the one the local devnet reports', () => {
    expect(SOLANA_DEVNET_CHAIN).toBe(SOLANA_DEVNET_CAIP2)
  })

  test('addresses come from the secret keys (base58 or bytes)', () => {
    const fromBytes = createSolanaTestWallet({
      secretKeys: [new Uint8Array(getBase58Encoder().encode(SOLANA_DEV_KEYS[0]!))],
      rpcUrl: 'http://127.0.0.1:9',
    })
    expect(makeSolanaWallet().addresses).toEqual(SOLANA_DEV.map((account) => account.address))
    expect(fromBytes.address).toBe(SOLANA_DEV[0]!.address)
  })

  test.each([
    ['no keys', { secretKeys: [] }, 'secretKeys needs at least one key.'],
    ['a 32-byte key', { secretKeys: [new Uint8Array(32)] }, /has 64 bytes.*got 32/],
    ['a non-base58 key', { secretKeys: ['0OIl'] }, 'A Solana secret key string must be base58.'],
    ['a ws rpcUrl', { rpcUrl: 'ws://127.0.0.1:8900' }, /rpcUrl must be an http/],
    ['an EVM chain', { chains: ['eip155:1' as `solana:${string}`] }, /"solana:…" ids/],
  ])('refuses %s', (_, options, message) => {
    expect(() => makeSolanaWallet(options)).toThrow(message)
  })
})

describe('standard:connect', () => {
  test('approve: the app gets the selected account, and a change event says so', async () => {
    const wallet = makeSolanaWallet()
    const seen = changes(wallet)
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEV[0]!.address])
    expect(accounts[0]!.publicKey).toEqual(
      new Uint8Array(getBase58Encoder().encode(SOLANA_DEV[0]!.address)),
    )
    expect(accounts[0]!.chains).toEqual(wallet.chains)
    expect(accounts[0]!.features).toContain('solana:signAndSendTransaction')
    expect(wallet.accounts).toEqual(accounts)
    expect(seen).toEqual([{ accounts }])
    expect(wallet.status).toBe('connected')
    expect(wallet.approvals).toEqual([{ method: 'standard:connect', decision: 'approved' }])
  })

  test('reject: 4001, no account, nothing emitted', async () => {
    const wallet = makeSolanaWallet({ policy: 'reject' })
    const seen = changes(wallet)
    const error = await caught(wallet.features['standard:connect'].connect())
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.accounts).toEqual([])
    expect(seen).toEqual([])
    expect(wallet.approvals).toEqual([{ method: 'standard:connect', decision: 'rejected' }])
  })

  test('a connected app gets the account again without a prompt', async () => {
    const wallet = makeSolanaWallet()
    const first = await connected(wallet)
    wallet.setPolicy('reject')
    const again = await wallet.features['standard:connect'].connect()
    expect(again.accounts).toEqual([first])
    // The same object: apps may compare accounts by reference.
    expect(again.accounts[0]).toBe(first)
    expect(wallet.approvals).toHaveLength(1)
  })

  test('silent: nothing and no prompt before approval, the account after', async () => {
    const wallet = makeSolanaWallet({ policy: 'reject' })
    const connect = wallet.features['standard:connect'].connect
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    expect(wallet.approvals).toEqual([])
    wallet.setPolicy('approve')
    await connect()
    wallet.setPolicy('reject')
    expect((await connect({ silent: true })).accounts.map((a) => a.address)).toEqual([
      SOLANA_DEV[0]!.address,
    ])
  })

  test('every feature call is logged in requests', async () => {
    const wallet = makeSolanaWallet()
    await wallet.features['standard:connect'].connect({ silent: true })
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.requests).toEqual(['standard:connect', 'standard:disconnect'])
  })
})

describe('standard:disconnect', () => {
  test('removes the account, emits change, and the next connect asks again', async () => {
    const wallet = makeSolanaWallet()
    const seen = changes(wallet)
    await connected(wallet)
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(wallet.status).toBe('disconnected')
    expect(seen.at(-1)).toEqual({ accounts: [] })
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
    await wallet.features['standard:connect'].connect()
    expect(wallet.approvals).toHaveLength(2)
  })

  test('when not connected it emits nothing', async () => {
    const wallet = makeSolanaWallet()
    const seen = changes(wallet)
    await wallet.features['standard:disconnect'].disconnect()
    expect(seen).toEqual([])
  })
})

describe('standard:events and the controls', () => {
  test('setAccount emits the new account to a connected app only', async () => {
    const wallet = makeSolanaWallet()
    const seen = changes(wallet)
    wallet.setAccount(1)
    expect(seen).toEqual([])
    wallet.setAccount(0)
    await connected(wallet)
    wallet.setAccount(1)
    expect(wallet.address).toBe(SOLANA_DEV[1]!.address)
    expect(seen.at(-1)?.accounts?.map((account) => account.address)).toEqual([
      SOLANA_DEV[1]!.address,
    ])
    const count = seen.length
    wallet.setAccount(1)
    expect(seen).toHaveLength(count)
    expect(() => wallet.setAccount(2)).toThrow(RangeError)
  })

  test('the function on() returns unsubscribes that listener', async () => {
    const wallet = makeSolanaWallet()
    const seen: unknown[] = []
    const off = wallet.features['standard:events'].on('change', (properties) => {
      seen.push(properties)
    })
    off()
    await connected(wallet)
    expect(seen).toEqual([])
  })

  test('a throwing listener does not keep others from the event', async () => {
    const wallet = makeSolanaWallet()
    const original = console.error
    console.error = () => {}
    try {
      wallet.features['standard:events'].on('change', () => {
        throw new Error('broken app')
      })
      const seen = changes(wallet)
      await connected(wallet)
      expect(seen).toHaveLength(1)
    } finally {
      console.error = original
    }
  })

  test('lock hides the account; silent connect gets nothing; unlock gives it back', async () => {
    const wallet = makeSolanaWallet()
    const seen = changes(wallet)
    const account = await connected(wallet)
    wallet.lock()
    expect(wallet.status).toBe('locked')
    expect(wallet.accounts).toEqual([])
    expect(seen.at(-1)).toEqual({ accounts: [] })
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
    wallet.unlock()
    expect(wallet.accounts).toEqual([account])
    expect(seen.at(-1)).toEqual({ accounts: [account] })
  })

  test('connect on a locked wallet asks again and unlocks', async () => {
    const wallet = makeSolanaWallet()
    await connected(wallet)
    wallet.lock()
    await wallet.features['standard:connect'].connect()
    expect(wallet.status).toBe('connected')
    expect(wallet.approvals).toHaveLength(2)
  })

  test('setPolicy refuses unknown policies', () => {
    expect(() => makeSolanaWallet().setPolicy('maybe' as 'approve')).toThrow('Unknown policy')
  })
})

describe('a permitted site (remembered like an extension does)', () => {
  test('a silent connect returns the account without a prompt', async () => {
    const wallet = makeSolanaWallet({ permitted: true, policy: 'reject' })
    const { accounts } = await wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([wallet.address])
    expect(wallet.approvals).toEqual([])
  })

  test('without it, a silent connect returns nothing', async () => {
    const wallet = makeSolanaWallet({ policy: 'approve' })
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
  })
})
