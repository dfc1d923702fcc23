import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { type Hex, hexToBigInt } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from '../createTestWallet.ts'
import { ProviderRpcError } from '../errors/ProviderRpcError.ts'

const ADDRESS_0 = privateKeyToAddress(ANVIL_KEYS[0])
let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

const makeWallet = () =>
  createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
  })

describe('forwarding to the chain RPC', () => {
  test('reads answer what the node answers', async () => {
    const wallet = makeWallet()
    const balance = await wallet.provider.request({
      method: 'eth_getBalance',
      params: [ADDRESS_0, 'latest'],
    })
    expect(balance).toBe(await anvil.rpc('eth_getBalance', [ADDRESS_0, 'latest']))
    expect(hexToBigInt(balance as Hex)).toBeGreaterThan(0n)
    const block = await wallet.provider.request({ method: 'eth_blockNumber' })
    expect(block).toBe(await anvil.rpc('eth_blockNumber'))
  })

  test.each([
    ['an unknown node method', 'eth_notAMethod', [], -32601],
    ['a reverting eth_call', 'eth_call', 'revert', 3],
  ] as const)('%s keeps the node’s error code (%s → %s)', async (_, method, kind, code) => {
    const wallet = makeWallet()
    let params: unknown = []
    if (kind === 'revert') {
      const reverter = '0x000000000000000000000000000000000000beef'
      await anvil.rpc('anvil_setCode', [reverter, '0x60006000fd'])
      params = [{ to: reverter, data: '0x' }, 'latest']
    }
    const error = await wallet.provider.request({ method, params }).catch((caught) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code, message: expect.any(String) })
  })

  test('an unreachable RPC answers -32603', async () => {
    const wallet = createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [{ chainId: 31337, name: 'Nowhere', rpcUrl: 'http://127.0.0.1:9' }],
    })
    await expect(wallet.provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: -32603,
    })
  })
})

describe('methods the wallet answers itself', () => {
  test.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'personal_unlockAccount',
    'eth_sendUnsignedTransaction',
    'wallet_showCallsStatus',
    'wallet_notAThing',
  ])('%s is refused with 4200 and never reaches the node', async (method) => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(
      wallet.provider.request({ method, params: [ADDRESS_0, '0xdeadbeef'] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  test('eth_chainId and net_version come from the wallet’s current chain', async () => {
    const wallet = makeWallet()
    await expect(wallet.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(wallet.provider.request({ method: 'net_version' })).resolves.toBe('31337')
  })

  test('wallet_getCapabilities: each known chain, no atomic batches (EIP-5792)', async () => {
    await expect(
      makeWallet().provider.request({ method: 'wallet_getCapabilities' }),
    ).resolves.toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
  })

  test.each([
    ['no method', {}],
    ['null', null],
  ])('a request with %s answers -32600', async (_, args) => {
    await expect(
      makeWallet().provider.request(args as unknown as { method: string }),
    ).rejects.toMatchObject({ code: -32600 })
  })

  test('every requested method is logged in order', async () => {
    const wallet = makeWallet()
    await wallet.provider.request({ method: 'eth_chainId' })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await wallet.provider.request({ method: 'eth_blockNumber' })
    expect(wallet.requests).toEqual(['eth_chainId', 'eth_requestAccounts', 'eth_blockNumber'])
  })
})
