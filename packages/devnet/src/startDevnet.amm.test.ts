import { createRequire } from 'node:module'
import {
  type Address,
  createPublicClient,
  encodePacked,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  type PublicClient,
  parseUnits,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DEVNET_ACCOUNTS } from './constants/accounts.ts'
import {
  DEVNET_AMM_CONTRACTS,
  DEVNET_AMM_POOLS,
  DEVNET_AMM_PROVIDER,
  type DevnetAmmAsset,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
} from './constants/amm.ts'
import { uniswapV2PairAbi, uniswapV2RouterAbi } from './constants/ammAbis.ts'
import { DEVNET_TOKENS } from './constants/contracts.ts'
import { loadAmmArtifacts } from './deploy/ammArtifacts.ts'
import type { DevnetSnapshot } from './snapshot.ts'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from './startDevnet.ts'
import { moveAmmPrice } from './testing/moveAmmPrice.ts'

let devnet: Devnet
let snapshot: DevnetSnapshot
let clients: PublicClient[]

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  clients = devnet.chains.map(({ chain }) => createPublicClient({ chain, transport: http() }))
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())
beforeEach(async () => {
  snapshot = await devnet.snapshot()
})
afterEach(async () => {
  await devnet.revert(snapshot)
})

const { uniswapV2Router02: router, uniswapV2Factory: factory, weth } = DEVNET_AMM_CONTRACTS
const address = (asset: DevnetAmmAsset): Address =>
  asset === 'eth' ? weth : DEVNET_TOKENS[asset].address
const decimals = (asset: DevnetAmmAsset) => (asset === 'eth' ? 18 : DEVNET_TOKENS[asset].decimals)

function quote(client: PublicClient, amountIn: bigint, path: Address[]) {
  return client.readContract({
    address: router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
}

describe('the devnet AMM (Uniswap V2 from the published artifacts)', () => {
  test('the published pair code hashes to the init-code hash Router02 has compiled in', () => {
    const pair = createRequire(import.meta.url)('@uniswap/v2-core/build/UniswapV2Pair.json') as {
      bytecode: string
    }
    expect(keccak256(`0x${pair.bytecode}`)).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH)
  })

  test.each([0, 1])('runs the artifacts’ code at the fixed addresses on chain #%i', async (i) => {
    const client = clients[i]!
    const artifacts = loadAmmArtifacts()
    for (const key of ['weth', 'uniswapV2Factory', 'uniswapV2Router02'] as const) {
      const code = await client.getCode({ address: DEVNET_AMM_CONTRACTS[key] })
      // The creation code carries the runtime code (after the constructor's own part).
      expect(artifacts[key].bytecode.includes((code ?? '0x').slice(2, 400))).toBe(true)
    }
    const read = (functionName: 'factory' | 'WETH') =>
      client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName })
    expect(await read('factory')).toBe(factory)
    expect(await read('WETH')).toBe(weth)
  })

  test.each(DEVNET_AMM_POOLS.map((pool) => [pool.assets.join('/'), pool] as const))(
    'pool %s holds its seeded reserves at its CREATE2 address',
    async (_name, { assets, reserves }) => {
      const client = clients[0]!
      const [a, b] = assets.map(address) as [Address, Address]
      const pair = await client.readContract({
        address: factory,
        abi: uniswapV2PairAbi,
        functionName: 'getPair',
        args: [a, b],
      })
      const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
      expect(pair).toBe(
        getContractAddress({
          opcode: 'CREATE2',
          from: factory,
          salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
          bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
        }),
      )
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      })
      const expected = assets.map((asset, i) =>
        parseUnits(reserves[i]!.toString(), decimals(asset)),
      )
      expect(token0 === a ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual(expected)
    },
  )

  test('100 USDC buys DAI at the 1:1 price less the 0.3 % fee and under 0.01 % impact', async () => {
    const [, out] = await quote(clients[0]!, 100_000_000n, [
      DEVNET_TOKENS.usdc.address,
      DEVNET_TOKENS.dai.address,
    ])
    const ideal = 100n * 10n ** 18n
    const fee = (ideal * 3n) / 1000n
    expect(out).toBeLessThan(ideal - fee)
    expect(out).toBeGreaterThan(ideal - fee - ideal / 10_000n)
  })

  test('1 ETH buys about 3,000 USDT through WETH', async () => {
    const [, out] = await quote(clients[0]!, 10n ** 18n, [weth, DEVNET_TOKENS.usdt.address])
    expect(out).toBeGreaterThan(2_985_000_000n)
    expect(out).toBeLessThan(2_991_000_000n)
  })
})

describe('moveAmmPrice', () => {
  test.each([
    ['usdc', 'dai', 5],
    ['eth', 'usdt', 2],
    ['dai', 'eth', 10],
  ] as const)('selling %s for %s moves the rate by about %i %%', async (sell, buy, percent) => {
    const client = clients[0]!
    const path = [address(sell), address(buy)]
    const small = parseUnits('1', decimals(sell))
    const [, before] = await quote(client, small, path)
    const { amountIn, hash } = await moveAmmPrice({
      rpcUrl: devnet.chains[0].rpcUrl,
      sell,
      buy,
      percent,
    })
    expect(amountIn).toBeGreaterThan(0n)
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(DEVNET_AMM_PROVIDER.toLowerCase())
    const [, after] = await quote(client, small, path)
    // before / after ≈ 1 + percent / 100, within a tenth of a percent point.
    const ratio = Number((before! * 1_000_000n) / after!) / 1_000_000
    expect(ratio).toBeGreaterThan(1 + percent / 100 - 0.001)
    expect(ratio).toBeLessThan(1 + percent / 100 + 0.001)
  })

  test('a dev account can make the trade; its sold tokens come from the faucet', async () => {
    const client = clients[0]!
    const trader = DEVNET_ACCOUNTS[8].address
    const balance = () =>
      client.readContract({
        address: DEVNET_TOKENS.usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader],
      })
    const before = await balance()
    const { hash } = await moveAmmPrice({
      rpcUrl: devnet.chains[0].rpcUrl,
      sell: 'usdc',
      buy: 'dai',
      percent: 1,
      account: trader,
    })
    expect((await client.getTransactionReceipt({ hash })).from.toLowerCase()).toBe(
      trader.toLowerCase(),
    )
    expect(await balance()).toBe(before)
  })

  test('refuses a percent that is no move', async () => {
    await expect(
      moveAmmPrice({ rpcUrl: devnet.chains[0].rpcUrl, sell: 'usdc', buy: 'dai', percent: 0 }),
    ).rejects.toThrow(RangeError)
  })
})
