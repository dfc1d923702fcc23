import { type CaipNetwork, InvalidOptionError, isUserRejection, parseUnits } from '@latch/core'
import { solana, solanaTestnet } from '@latch/core/networks'
import type { SolanaDevnet } from '@latch/devnet'
import { registerSolanaTestWallet, type SolanaTestWallet } from '@latch/test-wallet'
import {
  address,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  cleanupAfterEach,
  devnetWallet,
  firstInput,
  type LocalRpc,
  makeWindow,
  recordingContext,
  registerWallet,
  startLocalDevnet,
  withFeatures,
} from '../test/fixtures.ts'
import { solanaAdapter } from './solanaAdapter.ts'
import type { StandardWallet } from './types.ts'

const LAMPORTS_PER_SOL = 1_000_000_000n
const connectorId = 'ws:Latch Test Wallet'
let devnet: SolanaDevnet
let network: CaipNetwork
let rpc: LocalRpc

beforeAll(async () => {
  ;({ devnet, network, rpc } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

const cleanups = cleanupAfterEach()

const makeWallet = () => devnetWallet(devnet)

/** A wallet registered in a fresh window, and a fresh adapter on that window. */
async function setup(
  options: { wallet?: SolanaTestWallet; registered?: StandardWallet } & Parameters<
    typeof solanaAdapter
  >[0] = {},
) {
  const { wallet: given, registered, ...adapterOptions } = options
  const wallet = given ?? (await makeWallet())
  const target = makeWindow()
  cleanups.push(registerWallet(registered ?? wallet, target))
  const adapter = solanaAdapter({ window: target, reconnectTimeoutMs: 200, ...adapterOptions })
  const recorder = recordingContext([network, solana])
  cleanups.push(adapter.setup(recorder.context))
  return { wallet, adapter, target, ...recorder }
}

const balanceOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value
const freshAddress = async () => (await generateKeyPairSigner()).address

describe('connect', () => {
  test('approved: the base58 account on the network asked for', async () => {
    const { adapter, wallet } = await setup()
    const connection = await adapter.connect({ connectorId, network })
    expect(connection).toEqual({
      address: wallet.address,
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      accounts: [{ address: wallet.address, type: 'eoa' }],
    })
    expect(wallet.connected).toBe(true)
  })

  test('rejected: the wallet’s error keeps code 4001', async () => {
    const { adapter, wallet } = await setup()
    wallet.setPolicy('reject')
    const error = await adapter.connect({ connectorId, network }).catch((e) => e)
    expect(error.code).toBe(4001)
    expect(isUserRejection(error)).toBe(true)
    expect(wallet.connected).toBe(false)
  })

  test('a network the wallet lacks: the first listed network it supports', async () => {
    const { adapter } = await setup()
    // The wallet knows devnet and localnet only; mainnet (`solana`) is listed second.
    const connection = await adapter.connect({ connectorId, network: solana })
    expect(connection.chainId).toBe(network.id)
  })

  test('an unknown connector id fails without reaching any wallet', async () => {
    const { adapter, wallet } = await setup()
    const error = await adapter.connect({ connectorId: 'ws:Nowhere', network }).catch((e) => e)
    expect(error.name).toBe('WalletNotFoundError')
    expect(wallet.requests).toEqual([])
  })
})

describe('reconnect', () => {
  test('restores a granted connection silently: no prompt', async () => {
    const first = await setup()
    await first.adapter.connect({ connectorId, network })
    // A page reload: a new window and adapter meet the same wallet.
    const { adapter, wallet } = await setup({ wallet: first.wallet })
    const approvals = wallet.approvals.length
    const connection = await adapter.reconnect({ connectorId, network })
    expect(connection?.address).toBe(wallet.address)
    expect(wallet.requests.at(-1)).toBe('standard:connect')
    expect(wallet.approvals).toHaveLength(approvals)
  })

  test('undefined when the wallet no longer grants access, still without a prompt', async () => {
    const { adapter, wallet } = await setup()
    await expect(adapter.reconnect({ connectorId, network })).resolves.toBeUndefined()
    expect(wallet.approvals).toEqual([])
  })

  test('waits for a wallet that registers late', async () => {
    const wallet = await makeWallet()
    await wallet.features['standard:connect'].connect()
    const target = makeWindow()
    const adapter = solanaAdapter({ window: target, reconnectTimeoutMs: 5_000 })
    cleanups.push(adapter.setup(recordingContext([network]).context))
    const pending = adapter.reconnect({ connectorId, network })
    await new Promise((resolve) => setTimeout(resolve, 20))
    cleanups.push(registerSolanaTestWallet(wallet, { window: target }))
    await expect(pending).resolves.toMatchObject({ address: wallet.address })
  })

  test('undefined when the wallet never registers', async () => {
    const { adapter } = await setup()
    await expect(adapter.reconnect({ connectorId: 'ws:Nowhere', network })).resolves.toBeUndefined()
  })
})

describe('disconnect', () => {
  test('standard:disconnect: the next connect prompts again', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId, network })
    await adapter.disconnect({ connectorId })
    expect(wallet.requests.at(-1)).toBe('standard:disconnect')
    await expect(adapter.reconnect({ connectorId, network })).resolves.toBeUndefined()
    await adapter.connect({ connectorId, network })
    expect(wallet.approvals.map((a) => a.method)).toEqual(['standard:connect', 'standard:connect'])
  })

  test('a wallet without standard:disconnect (optional) is fine', async () => {
    const wallet = await makeWallet()
    const { adapter } = await setup({
      wallet,
      registered: withFeatures(wallet, { 'standard:disconnect': undefined }),
    })
    await adapter.connect({ connectorId, network })
    await expect(adapter.disconnect({ connectorId })).resolves.toBeUndefined()
  })
})

describe('switchNetwork', () => {
  test('a network the account supports is accepted without asking the wallet', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId, network })
    const requests = wallet.requests.length
    await expect(adapter.switchNetwork({ connectorId, network })).resolves.toBeUndefined()
    expect(wallet.requests).toHaveLength(requests)
  })

  test.each([solana, solanaTestnet])('$name, which the wallet lacks, is refused', async (other) => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId, network })
    await expect(adapter.switchNetwork({ connectorId, network: other })).rejects.toMatchObject({
      name: 'WalletChainNotSupportedError',
      shortMessage: 'Chain is not supported',
    })
  })
})

describe('getBalance', () => {
  test('the SOL balance equals the RPC’s, as exact decimal text', async () => {
    const { adapter } = await setup()
    const owner = devnet.accounts[2]!.address
    const lamports = await balanceOf(owner)
    const result = await adapter.getBalance({ address: owner, network })
    expect(result.symbol).toBe('SOL')
    expect(parseUnits(result.balance, 9)).toBe(lamports)
    expect(result.balance).toBe('100')
  })

  test('an account that never existed has 0 SOL', async () => {
    const { adapter } = await setup()
    await expect(adapter.getBalance({ address: await freshAddress(), network })).resolves.toEqual({
      balance: '0',
      symbol: 'SOL',
    })
  })

  test('a network without an HTTP RPC URL fails with RpcUrlRequiredError', async () => {
    const { adapter } = await setup()
    const bare = { ...network, rpcUrls: { default: { http: [] } } }
    await expect(
      adapter.getBalance({ address: devnet.accounts[0]!.address, network: bare }),
    ).rejects.toMatchObject({ name: 'RpcUrlRequiredError' })
  })
})

describe('signMessage', () => {
  test.each(['Hello from Latch', 'émoji ✓', ''])(
    'the signature of %j verifies as its UTF-8 bytes',
    async (message) => {
      const { adapter, wallet } = await setup()
      await adapter.connect({ connectorId, network })
      const signature = await adapter.signMessage({ connectorId, address: wallet.address, message })
      const key = await getPublicKeyFromAddress(address(wallet.address))
      const bytes = getBase58Encoder().encode(signature) as SignatureBytes
      expect(bytes).toHaveLength(64)
      expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true)
      expect(await verifySignature(key, bytes, new TextEncoder().encode(`${message}!`))).toBe(false)
    },
  )

  test('declining keeps code 4001', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId, network })
    wallet.setPolicy('reject')
    const error = await adapter
      .signMessage({ connectorId, address: wallet.address, message: 'no' })
      .catch((e) => e)
    expect(error.code).toBe(4001)
  })

  test('an account the wallet no longer grants is refused before the wallet is asked', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId, network })
    const requests = wallet.requests.length
    const other = devnet.accounts[3]!.address
    await expect(
      adapter.signMessage({ connectorId, address: other, message: 'x' }),
    ).rejects.toMatchObject({ name: 'AccountNotAuthorizedError' })
    expect(wallet.requests).toHaveLength(requests)
  })
})

describe('sendTransaction (SOL)', () => {
  test('0.5 SOL moves exactly 0.5 SOL; the sender pays it plus the fee', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId, network })
    const to = await freshAddress()
    const senderBefore = await balanceOf(wallet.address)
    const value = LAMPORTS_PER_SOL / 2n
    const signature = await adapter.sendTransaction({
      connectorId,
      network,
      from: wallet.address,
      to,
      value,
    })
    await vi.waitFor(async () => expect(await balanceOf(to)).toBe(value))
    const fee = (await rpc
      .getTransaction(signature as never, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send())!.meta!.fee
    expect(senderBefore - (await balanceOf(wallet.address))).toBe(value + fee)
    expect(wallet.requests.at(-1)).toBe('solana:signAndSendTransaction')
  })

  test('the preflight commitment and the local chain reach the wallet', async () => {
    const { adapter, wallet } = await setup({ preflightCommitment: 'processed' })
    await adapter.connect({ connectorId, network })
    const feature = wallet.features['solana:signAndSendTransaction']
    const spy = vi.spyOn(feature, 'signAndSendTransaction')
    await adapter.sendTransaction({
      connectorId,
      network,
      from: wallet.address,
      to: await freshAddress(),
      value: 1_000_000n,
    })
    expect(firstInput(spy.mock.calls[0])).toMatchObject({
      chain: 'solana:localnet',
      options: { preflightCommitment: 'processed' },
    })
  })

  test('a wallet with solana:signTransaction only: signed there, sent over the RPC', async () => {
    const wallet = await makeWallet()
    const { adapter } = await setup({
      wallet,
      registered: withFeatures(wallet, { 'solana:signAndSendTransaction': undefined }),
    })
    await adapter.connect({ connectorId, network })
    const to = await freshAddress()
    const signature = await adapter.sendTransaction({
      connectorId,
      network,
      from: wallet.address,
      to,
      value: 1_000_000n,
    })
    expect(wallet.requests.at(-1)).toBe('solana:signTransaction')
    await vi.waitFor(async () => expect(await balanceOf(to)).toBe(1_000_000n))
    const status = await rpc.getSignatureStatuses([signature as never]).send()
    expect(status.value[0]?.err).toBeNull()
  })

  test.each([
    [['legacy', 0], 'v0'],
    [['legacy'], 'legacy'],
  ] as const)('a wallet taking %j gets a %s transaction', async (versions, expected) => {
    const wallet = await makeWallet()
    const feature = wallet.features['solana:signAndSendTransaction']
    const spy = vi.fn(feature.signAndSendTransaction)
    const { adapter } = await setup({
      wallet,
      registered: withFeatures(wallet, {
        'solana:signAndSendTransaction': {
          ...feature,
          supportedTransactionVersions: versions,
          signAndSendTransaction: spy,
        },
      }),
    })
    await adapter.connect({ connectorId, network })
    await adapter.sendTransaction({
      connectorId,
      network,
      from: wallet.address,
      to: await freshAddress(),
      value: 1_000_000n,
    })
    const bytes = firstInput(spy.mock.calls[0]).transaction
    // A v0 message starts with the version byte 0x80; a legacy one with its signer count.
    const { messageBytes } = getTransactionDecoder().decode(bytes)
    expect(messageBytes[0]! >= 0x80 ? 'v0' : 'legacy').toBe(expected)
  })

  test('declining keeps code 4001 and moves nothing', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId, network })
    wallet.setPolicy('reject')
    const to = await freshAddress()
    const error = await adapter
      .sendTransaction({ connectorId, network, from: wallet.address, to, value: 1_000_000n })
      .catch((e) => e)
    expect(error.code).toBe(4001)
    expect(await balanceOf(to)).toBe(0n)
  })
})

describe('preflightCommitment option', () => {
  test.each(['processed', 'confirmed', 'finalized'] as const)('%s is accepted', (level) => {
    expect(solanaAdapter({ preflightCommitment: level }).preflightCommitment).toBe(level)
  })

  test('the default is confirmed', () => {
    expect(solanaAdapter().preflightCommitment).toBe('confirmed')
  })

  test.each(['max', 'recent', 'single', 'CONFIRMED', '', 1])('%j is refused', (level) => {
    const create = () => solanaAdapter({ preflightCommitment: level as 'confirmed' })
    expect(create).toThrow(InvalidOptionError)
    expect(create).toThrow(`got ${JSON.stringify(level)}`)
  })

  test('the error names the option and the allowed levels', () => {
    expect(() =>
      solanaAdapter({ preflightCommitment: 'max' as 'confirmed' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[InvalidOptionError: Invalid option \`preflightCommitment\`: expected one of processed, confirmed, finalized, got "max"]`,
    )
  })
})

test('getProvider gives the registered Wallet Standard wallet', async () => {
  const { adapter, wallet } = await setup()
  expect(adapter.getProvider(connectorId)).toBe(wallet)
  expect(adapter.getProvider('ws:Nowhere')).toBeUndefined()
})
