import { type CaipNetwork, isUserRejection } from '@latch/core'
import { latchDevnet, latchDevnet2 } from '@latch/core/networks'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from '@latch/devnet'
import { DEVNET_ACCOUNTS, DEVNET_TOKENS, devTokenAbi } from '@latch/devnet/constants'
import { announceTestWallet, createTestWallet } from '@latch/test-wallet'
import { type Address, createPublicClient, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { makeWindow, recordingContext } from '../../test/fixtures.ts'
import { InvalidReceiverChecksumError, TransferNotConfirmedError } from '../errors.ts'
import { evmAdapter } from '../evmAdapter.ts'
import { isUsdtStyleToken, KNOWN_USDT_STYLE_TOKENS } from './usdtStyleTokens.ts'

const SENDER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const sender = DEVNET_ACCOUNTS[0]!.address
const connectorId = 'dev.latch.testwallet'

let devnet: Devnet
let rpcUrl: string
/** The devnet chain as the kit sees it: marked network (usdt is USDT-style) on a free port. */
let network: CaipNetwork
/** The same chain without the USDT-style marking. */
let unmarked: CaipNetwork

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  rpcUrl = devnet.chains[0]!.rpcUrl
  network = { ...latchDevnet, rpcUrls: { default: { http: [rpcUrl] } } }
  const { usdtStyleTokens: _, ...rest } = network
  unmarked = rest
}, DEVNET_START_TIMEOUT_MS)
afterAll(async () => {
  await devnet?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** A connected test wallet; then it answers every request with `policy`. */
async function setup(policy: 'approve' | 'reject' = 'approve') {
  const target = makeWindow()
  const wallet = createTestWallet({
    privateKeys: [SENDER_KEY],
    chains: [{ chainId: 31337, name: 'Latch Devnet', rpcUrl }],
  })
  cleanups.push(announceTestWallet(wallet, { window: target }))
  const adapter = evmAdapter({ window: target })
  cleanups.push(adapter.setup(recordingContext([network]).context))
  await adapter.connect({ connectorId, network })
  wallet.setPolicy(policy)
  return { adapter, wallet }
}

const chain = () => createPublicClient({ transport: http(rpcUrl) })
const tokenBalance = (token: Address, owner: Address) =>
  chain().readContract({
    address: token,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
/** A fresh receiver for each case, so deltas are whole balances. */
const freshAddress = () =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}` as Address
const mined = (hash: string) => chain().waitForTransactionReceipt({ hash: hash as `0x${string}` })

describe('sendToken on eip155', () => {
  test.each([
    ['usdc', 'a standard ERC-20 (transfer returns true)', '12.5'],
    ['usdt', 'the USDT-style token (transfer returns nothing)', '12.5'],
    ['dai', 'an 18-decimal ERC-20', '0.000000000000000001'],
  ] as const)('%s, %s: the exact amount moves', async (key, _case, amount) => {
    const { adapter } = await setup()
    const token = DEVNET_TOKENS[key]
    const to = freshAddress()
    const before = await tokenBalance(token.address, sender)
    const hash = await adapter.sendToken!({
      connectorId,
      network,
      from: sender,
      to,
      amount: parseUnits(amount, token.decimals),
      token: { address: token.address, decimals: token.decimals },
    })
    expect((await mined(hash)).status).toBe('success')
    expect(await tokenBalance(token.address, to)).toBe(parseUnits(amount, token.decimals))
    expect(before - (await tokenBalance(token.address, sender))).toBe(
      parseUnits(amount, token.decimals),
    )
  })

  test('the native currency: a value transfer of exactly the amount', async () => {
    const { adapter } = await setup()
    const to = freshAddress()
    const hash = await adapter.sendToken!({ connectorId, network, from: sender, to, amount: 7n })
    await mined(hash)
    expect(await chain().getBalance({ address: to })).toBe(7n)
  })

  test('the USDT-style token on a network that does not mark it: refused before the wallet asks', async () => {
    // The wallet rejects everything: reaching it would answer 4001, not the preflight's error.
    const { adapter } = await setup('reject')
    const token = DEVNET_TOKENS.usdt
    const error = await adapter.sendToken!({
      connectorId,
      network: unmarked,
      from: sender,
      to: freshAddress(),
      amount: 1n,
      token: { address: token.address, decimals: 6 },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransferNotConfirmedError)
    expect(isUserRejection(error)).toBe(false)
  })

  test('more than the balance: the token reverts in the preflight, nothing is signed', async () => {
    const { adapter, wallet } = await setup('reject')
    const token = DEVNET_TOKENS.usdc
    const to = freshAddress()
    const balance = await tokenBalance(token.address, sender)
    const error = await adapter.sendToken!({
      connectorId,
      network,
      from: sender,
      to,
      amount: balance + 1n,
      token: { address: token.address, decimals: 6 },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransferNotConfirmedError)
    expect(isUserRejection(error)).toBe(false)
    expect(await tokenBalance(token.address, to)).toBe(0n)
    expect(wallet.connected).toBe(true)
  })

  test.each([
    ['send', 'sendToken'],
    ['fee estimate', 'estimateSendFee'],
  ] as const)(
    '%s: a mixed-case receiver with a wrong EIP-55 checksum is refused before the wallet',
    async (_case, method) => {
      const { adapter } = await setup('reject')
      // Account 1's checksummed address with one letter's case flipped.
      const typo = DEVNET_ACCOUNTS[1]!.address.replace('C51812dc', 'c51812dc')
      const error = await adapter[method]!({
        connectorId,
        network,
        from: sender,
        to: typo,
        amount: 1n,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidReceiverChecksumError)
    },
  )

  test('an all-lower-case receiver (no checksum) is accepted', async () => {
    const { adapter } = await setup()
    const to = freshAddress().toLowerCase() as Address
    await mined(await adapter.sendToken!({ connectorId, network, from: sender, to, amount: 3n }))
    expect(await chain().getBalance({ address: to })).toBe(3n)
  })

  test('declined in the wallet: the error keeps code 4001', async () => {
    const { adapter } = await setup('reject')
    const token = DEVNET_TOKENS.usdc
    const error = await adapter.sendToken!({
      connectorId,
      network,
      from: sender,
      to: freshAddress(),
      amount: 1n,
      token: { address: token.address, decimals: 6 },
    }).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
  })
})

describe('estimateSendFee', () => {
  test('native: 21,000 gas at the node gas price; an ERC-20 transfer costs more', async () => {
    const { adapter } = await setup()
    const to = freshAddress()
    const gasPrice = await chain().getGasPrice()
    const native = await adapter.estimateSendFee!({ network, from: sender, to, amount: 1n })
    const usdc = DEVNET_TOKENS.usdc
    const erc20 = await adapter.estimateSendFee!({
      network,
      from: sender,
      to,
      amount: 1n,
      token: { address: usdc.address, decimals: 6 },
    })
    // The price may move between reads on a busy chain; anvil's stays put while idle.
    expect(native).toBe(21_000n * gasPrice)
    expect(erc20).toBeGreaterThan(native)
  })
})

describe('USDT-style tokens', () => {
  test('the devnet networks mark the devnet usdt, at the address the devnet deploys it', () => {
    expect(latchDevnet.usdtStyleTokens).toEqual([DEVNET_TOKENS.usdt.address])
    expect(latchDevnet2.usdtStyleTokens).toEqual([DEVNET_TOKENS.usdt.address])
  })

  test('seven known mainnet contracts (SPEC §9)', () => {
    expect(Object.values(KNOWN_USDT_STYLE_TOKENS).flat()).toHaveLength(7)
  })

  const ethereum = { ...latchDevnet, id: 1, usdtStyleTokens: [] } as CaipNetwork
  test.each([
    [
      'Tether on Ethereum, lower case',
      ethereum,
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
      true,
    ],
    ['USDC on Ethereum', ethereum, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', false],
    [
      'Tether on OP Mainnet asked on Ethereum',
      ethereum,
      '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
      false,
    ],
    ['the devnet usdt on a marked network', latchDevnet, DEVNET_TOKENS.usdt.address, true],
    ['the devnet usdc on a marked network', latchDevnet, DEVNET_TOKENS.usdc.address, false],
  ])('%s → %s', (_case, net, token, expected) => {
    expect(isUsdtStyleToken(net, token)).toBe(expected)
  })
})

vi.setConfig({ testTimeout: 30_000 })
