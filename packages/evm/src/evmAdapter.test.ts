import { type CaipNetwork, isUserRejection } from '@latch/core'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import { type Address, formatEther, type Hex, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { anvilNetwork, makeWindow, recordingContext } from '../test/fixtures.ts'
import { evmAdapter } from './evmAdapter.ts'

const RDNS = 'dev.latch.testwallet'
let one: TestAnvil
let two: TestAnvil
let networkOne: CaipNetwork
let networkTwo: CaipNetwork

beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
  networkOne = anvilNetwork(one)
  networkTwo = anvilNetwork(two)
})
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** A test wallet that knows chain 31337 only (31338 must be added), announced to a fresh adapter. */
function setup(options: { policy?: 'approve' | 'reject'; wallet?: TestWallet } = {}) {
  const target = makeWindow()
  const wallet =
    options.wallet ??
    createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [
        { chainId: 31337, name: 'One', rpcUrl: one.rpcUrl },
        { chainId: 31338, name: 'Two', rpcUrl: two.rpcUrl },
      ],
      knownChainIds: [31337],
      policy: options.policy ?? 'approve',
    })
  cleanups.push(announceTestWallet(wallet, { window: target }))
  const adapter = evmAdapter({ window: target, reconnectTimeoutMs: 200 })
  const recorder = recordingContext([networkOne, networkTwo])
  cleanups.push(adapter.setup(recorder.context))
  return { wallet, adapter, ...recorder }
}

const connectorId = RDNS
/** Anvil automines, but the receipt can trail the hash by a moment. */
const receiptOf = (anvil: TestAnvil, hash: string) =>
  vi.waitFor(async () => {
    const receipt = (await anvil.rpc('eth_getTransactionReceipt', [hash])) as { status: Hex } | null
    if (!receipt) throw new Error(`no receipt for ${hash} yet`)
    return receipt
  })
const balanceOf = async (anvil: TestAnvil, address: string) =>
  BigInt((await anvil.rpc('eth_getBalance', [address, 'latest'])) as string)

describe('connect', () => {
  test('approved: the checksummed account and the wallet’s chain', async () => {
    const { adapter, wallet } = setup()
    const connection = await adapter.connect({ connectorId, network: networkOne })
    expect(connection).toEqual({
      address: wallet.address,
      chainId: 31337,
      accounts: [{ address: wallet.address, type: 'eoa' }],
    })
    expect(wallet.connected).toBe(true)
  })

  test('rejected: the wallet’s error keeps code 4001', async () => {
    const { adapter } = setup({ policy: 'reject' })
    const error = await adapter.connect({ connectorId, network: networkOne }).catch((e) => e)
    expect(error.code).toBe(4001)
    expect(isUserRejection(error)).toBe(true)
  })

  test('the chain is not switched on connect, even to a network the site lists', async () => {
    const { adapter, wallet } = setup()
    const connection = await adapter.connect({ connectorId, network: networkTwo })
    expect(connection.chainId).toBe(31337)
    expect(wallet.requests).not.toContain('wallet_switchEthereumChain')
  })

  test('an unknown connector id fails without reaching any wallet', async () => {
    const { adapter, wallet } = setup()
    const error = await adapter
      .connect({ connectorId: 'io.nowhere', network: networkOne })
      .catch((e) => e)
    expect(error.name).toBe('ProviderNotFoundError')
    expect(wallet.requests).toEqual([])
  })
})

describe('reconnect', () => {
  test('restores a granted connection without prompting', async () => {
    const first = setup()
    await first.adapter.connect({ connectorId, network: networkOne })
    // A page reload: a new adapter meets the same wallet.
    const { adapter, wallet } = setup({ wallet: first.wallet })
    const requestsBefore = wallet.requests.length
    const approvalsBefore = wallet.approvals.length
    const connection = await adapter.reconnect({ connectorId, network: networkOne })
    expect(connection?.address).toBe(wallet.address)
    expect(wallet.requests.slice(requestsBefore)).toEqual(['eth_accounts', 'eth_chainId'])
    expect(wallet.approvals).toHaveLength(approvalsBefore)
  })

  test('undefined when the wallet no longer grants access', async () => {
    const { adapter, wallet } = setup()
    await expect(adapter.reconnect({ connectorId, network: networkOne })).resolves.toBeUndefined()
    expect(wallet.requests).not.toContain('eth_requestAccounts')
  })

  test('waits for a wallet that announces late', async () => {
    const target = makeWindow()
    const adapter = evmAdapter({ window: target, reconnectTimeoutMs: 5_000 })
    cleanups.push(adapter.setup(recordingContext().context))
    const wallet = createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [{ chainId: 31337, name: 'One', rpcUrl: one.rpcUrl }],
    })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const pending = adapter.reconnect({ connectorId, network: networkOne })
    await new Promise((resolve) => setTimeout(resolve, 20))
    cleanups.push(announceTestWallet(wallet, { window: target }))
    await expect(pending).resolves.toMatchObject({ address: wallet.address, chainId: 31337 })
  })

  test('undefined when the wallet never appears', async () => {
    const { adapter } = setup()
    await expect(
      adapter.reconnect({ connectorId: 'io.nowhere', network: networkOne }),
    ).resolves.toBeUndefined()
  })
})

describe('disconnect', () => {
  test('revokes the permission, so the next connect prompts again', async () => {
    const { adapter, wallet, reports } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    const reported = reports.accountsChanged.length
    await adapter.disconnect({ connectorId })
    expect(wallet.requests.at(-1)).toBe('wallet_revokePermissions')
    expect(wallet.connected).toBe(false)
    await expect(adapter.reconnect({ connectorId, network: networkOne })).resolves.toBeUndefined()
    // The wallet's `accountsChanged []` echo of our own revoke is not reported as its own act.
    expect(reports.accountsChanged).toHaveLength(reported)
  })

  test.each([
    [4200, 'resolves'],
    [-32601, 'resolves'],
    [4100, 'rejects'],
  ] as const)('a wallet answering the revoke with %i %s', async (code, outcome) => {
    const inner = createTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: [{ chainId: 31337, name: 'One', rpcUrl: one.rpcUrl }],
    })
    // A wallet without EIP-2255 revoke (or one refusing it); everything else is the real wallet.
    const provider = {
      ...inner.provider,
      request: async (args: { method: string; params?: unknown }) => {
        if (args.method === 'wallet_revokePermissions') {
          throw Object.assign(new Error('nope'), { code })
        }
        return inner.provider.request(args)
      },
    }
    const { adapter } = setup({ wallet: { ...inner, provider } as unknown as TestWallet })
    await adapter.connect({ connectorId, network: networkOne })
    const result = adapter.disconnect({ connectorId })
    if (outcome === 'resolves') await expect(result).resolves.toBeUndefined()
    else await expect(result).rejects.toMatchObject({ code })
  })
})

describe('switchNetwork', () => {
  test('an unknown chain is added, then switched to; chainChanged arrives as a number', async () => {
    const { adapter, wallet, reports } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    await adapter.switchNetwork({ connectorId, network: networkTwo })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.knownChainIds).toContain(31338)
    expect(wallet.requests.filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(reports.chainChanged).toEqual([{ connectorId, chainId: 31338 }])
  })

  test('a known chain is switched to directly', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    await adapter.switchNetwork({ connectorId, network: networkTwo })
    await adapter.switchNetwork({ connectorId, network: networkOne })
    expect(wallet.chainId).toBe(31337)
    expect(wallet.requests.filter((m) => m === 'wallet_addEthereumChain')).toHaveLength(1)
  })

  test('declining to add the chain propagates 4001 and leaves the wallet where it was', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    wallet.setPolicy('reject')
    const error = await adapter.switchNetwork({ connectorId, network: networkTwo }).catch((e) => e)
    expect(error.code).toBe(4001)
    expect(wallet.chainId).toBe(31337)
  })
})

describe('getBalance', () => {
  test('the native balance as anvil reports it, in whole units', async () => {
    const { adapter } = setup()
    const address = '0x00000000000000000000000000000000000a11ce'
    await one.rpc('anvil_setBalance', [address, '0x14d1120d7b160000']) // 1.5 ETH
    const result = await adapter.getBalance({ address, network: networkOne })
    expect(result).toEqual({ balance: formatEther(await balanceOf(one, address)), symbol: 'ETH' })
    expect(result.balance).toBe('1.5')
  })

  test('reads the chain of the network asked for', async () => {
    const { adapter } = setup()
    const address = '0x00000000000000000000000000000000000b0b00'
    await two.rpc('anvil_setBalance', [address, '0x1'])
    await expect(adapter.getBalance({ address, network: networkOne })).resolves.toMatchObject({
      balance: '0',
    })
    await expect(adapter.getBalance({ address, network: networkTwo })).resolves.toMatchObject({
      balance: '0.000000000000000001',
    })
  })

  test('a network without an HTTP RPC URL fails with RpcUrlRequiredError', async () => {
    const { adapter } = setup()
    const network = { ...networkOne, rpcUrls: { default: { http: [] } } }
    await expect(
      adapter.getBalance({ address: '0x00000000000000000000000000000000000a11ce', network }),
    ).rejects.toMatchObject({ name: 'RpcUrlRequiredError' })
  })
})

describe('signMessage', () => {
  test.each(['Hello from Latch', '0x1234', 'émoji ✓'])(
    'personal_sign of %j verifies as that UTF-8 text',
    async (message) => {
      const { adapter, wallet } = setup()
      await adapter.connect({ connectorId, network: networkOne })
      const signature = await adapter.signMessage({ connectorId, address: wallet.address, message })
      expect(
        await verifyMessage({ address: wallet.address, message, signature: signature as Hex }),
      ).toBe(true)
    },
  )

  test('declining keeps code 4001', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    wallet.setPolicy('reject')
    const error = await adapter
      .signMessage({ connectorId, address: wallet.address, message: 'no' })
      .catch((e) => e)
    expect(error.code).toBe(4001)
  })
})

describe('sendTransaction', () => {
  const to = '0x000000000000000000000000000000000000dEaD' as Address

  test('0.01 ETH moves the recipient balance by exactly that', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    const before = await balanceOf(one, to)
    const value = parseEther('0.01')
    const hash = await adapter.sendTransaction({
      connectorId,
      network: networkOne,
      from: wallet.address,
      to,
      value,
    })
    const receipt = await receiptOf(one, hash)
    expect(receipt.status).toBe('0x1')
    expect((await balanceOf(one, to)) - before).toBe(value)
  })

  test('a wallet that drifted to another chain is brought back before sending', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    await adapter.switchNetwork({ connectorId, network: networkTwo })
    const beforeOne = await balanceOf(one, to)
    const beforeTwo = await balanceOf(two, to)
    const value = 12_345n
    const hash = await adapter.sendTransaction({
      connectorId,
      network: networkOne,
      from: wallet.address,
      to,
      value,
    })
    await receiptOf(one, hash)
    expect(wallet.chainId).toBe(31337)
    expect((await balanceOf(one, to)) - beforeOne).toBe(value)
    expect(await balanceOf(two, to)).toBe(beforeTwo)
  })

  test('declining keeps code 4001 and sends nothing', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId, network: networkOne })
    wallet.setPolicy('reject')
    const before = await balanceOf(one, to)
    const error = await adapter
      .sendTransaction({ connectorId, network: networkOne, from: wallet.address, to, value: 1n })
      .catch((e) => e)
    expect(error.code).toBe(4001)
    expect(await balanceOf(one, to)).toBe(before)
  })
})

test('getProvider gives the wallet’s own EIP-1193 provider', () => {
  const { adapter, wallet } = setup()
  expect(adapter.getProvider(connectorId)).toBe(wallet.provider)
  expect(adapter.getProvider('io.nowhere')).toBeUndefined()
})
