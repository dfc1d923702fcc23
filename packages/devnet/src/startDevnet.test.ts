import {
  BaseError,
  ContractFunctionZeroDataError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  multicall3Abi,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { compileContracts } from './compile/compileContracts.ts'
import { devTokenAbi, noReturnTokenAbi } from './constants/abis.ts'
import { DEVNET_ACCOUNTS, DEVNET_DEPLOYER } from './constants/accounts.ts'
import { DEVNET_CONTRACTS, DEVNET_TOKENS, MULTICALL3_ADDRESS } from './constants/contracts.ts'
import { DEVNET_DEPLOYMENTS } from './constants/deployments.ts'
import { DevnetRevertError } from './errors.ts'
import type { DevnetSnapshot } from './snapshot.ts'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from './startDevnet.ts'

// One devnet for the whole file; every test runs between a snapshot and a revert.
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

const [alice, bob] = DEVNET_ACCOUNTS
const tokens = Object.values(DEVNET_TOKENS)
const chainIndexes = [0, 1] as const

function walletFor(index: number) {
  // anvil unlocks the dev accounts: no key needed, it signs eth_sendTransaction itself.
  return createWalletClient({
    account: alice.address,
    chain: devnet.chains[index]!.chain,
    transport: http(),
  })
}

describe('startDevnet', () => {
  test('runs chain 31337 then chain 31338 on free ports of 127.0.0.1', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const [index, chain] of devnet.chains.entries()) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(chain.chain.rpcUrls.default.http).toEqual([chain.rpcUrl])
      expect(await clients[index]!.getChainId()).toBe(chain.chainId)
    }
    expect(devnet.chains[0].rpcUrl).not.toBe(devnet.chains[1].rpcUrl)
    expect(devnet.contracts).toEqual(DEVNET_CONTRACTS)
  })

  test.each(
    chainIndexes.flatMap((index) =>
      Object.entries(DEVNET_CONTRACTS).map(([key, address]) => [key, index, address] as const),
    ),
  )('%s has code at its exported address on chain #%i', async (_key, index, address) => {
    const code = await clients[index]!.getCode({ address })
    expect(code?.length ?? 0).toBeGreaterThan(100)
  })

  test.each(chainIndexes)(
    'Multicall3 at the canonical address runs our compiled code (chain #%i)',
    async (index) => {
      const code = await clients[index]!.getCode({ address: MULTICALL3_ADDRESS })
      expect(code).toBe(compileContracts().Multicall3!.deployedBytecode)
    },
  )

  test.each(chainIndexes)(
    'the deployer used one nonce per deployment, accounts 0..8 none (chain #%i)',
    async (index) => {
      const client = clients[index]!
      expect(await client.getTransactionCount({ address: DEVNET_DEPLOYER.address })).toBe(
        DEVNET_DEPLOYMENTS.length,
      )
      for (const account of DEVNET_ACCOUNTS.slice(0, 9)) {
        expect(await client.getTransactionCount({ address: account.address })).toBe(0)
      }
    },
  )
})

describe('devnet tokens', () => {
  test.each(
    chainIndexes.flatMap((index) => tokens.map((token) => [token.symbol, index, token] as const)),
  )(
    '%s reports its exported name, symbol and decimals (chain #%i)',
    async (_symbol, index, token) => {
      // client.multicall goes through Multicall3's aggregate3 at the chain's multicall3 address.
      const [name, symbol, decimals] = await clients[index]!.multicall({
        allowFailure: false,
        contracts: [
          { address: token.address, abi: erc20Abi, functionName: 'name' },
          { address: token.address, abi: erc20Abi, functionName: 'symbol' },
          { address: token.address, abi: erc20Abi, functionName: 'decimals' },
        ],
      })
      expect({ name, symbol, decimals }).toEqual({
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      })
    },
  )

  test.each(
    chainIndexes.flatMap((index) => tokens.map((token) => [token.symbol, index, token] as const)),
  )(
    'accounts 0..8 hold the funded amount of %s, the deployer none (chain #%i)',
    async (_symbol, index, token) => {
      const balances = await clients[index]!.multicall({
        allowFailure: false,
        contracts: DEVNET_ACCOUNTS.map((account) => ({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })),
      })
      expect(balances).toEqual([...Array(9).fill(token.fundedAmount), 0n])
    },
  )

  test('the USDT-style transfer works with an ABI whose transfer returns nothing', async () => {
    const client = clients[0]!
    const { usdt } = DEVNET_TOKENS
    const hash = await walletFor(0).writeContract({
      address: usdt.address,
      abi: noReturnTokenAbi,
      functionName: 'transfer',
      args: [bob.address, 1_500_000n],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe(
      'success',
    )
    const read = (address: `0x${string}`) =>
      client.readContract({
        address: usdt.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await read(alice.address)).toBe(usdt.fundedAmount - 1_500_000n)
    expect(await read(bob.address)).toBe(usdt.fundedAmount + 1_500_000n)
  })

  test('simulating the USDT-style transfer returns nothing with its own ABI', async () => {
    const { result } = await clients[0]!.simulateContract({
      account: alice.address,
      address: DEVNET_TOKENS.usdt.address,
      abi: noReturnTokenAbi,
      functionName: 'transfer',
      args: [bob.address, 1n],
    })
    expect(result).toBeUndefined()
  })

  test("viem's standard erc20Abi cannot simulate the USDT-style transfer: there is no bool to decode", async () => {
    // This is why wallets keep a separate ABI for USDT-style tokens (SPEC: "USDT-style
    // contract addresses use a different ERC20 ABI for transfer").
    const error = await clients[0]!
      .simulateContract({
        account: alice.address,
        address: DEVNET_TOKENS.usdt.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob.address, 1n],
      })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(BaseError)
    const zeroData = (error as BaseError).walk(
      (cause) => cause instanceof ContractFunctionZeroDataError,
    )
    expect(zeroData).toBeInstanceOf(ContractFunctionZeroDataError)
    expect((error as BaseError).shortMessage).toBe(
      'The contract function "transfer" returned no data ("0x").',
    )
  })

  test("viem's standard erc20Abi simulates the USDC transfer to true", async () => {
    const { result } = await clients[0]!.simulateContract({
      account: alice.address,
      address: DEVNET_TOKENS.usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, 1n],
    })
    expect(result).toBe(true)
  })

  test('anyone can mint devnet tokens with the faucet', async () => {
    const { dai } = DEVNET_TOKENS
    const hash = await walletFor(0).writeContract({
      address: dai.address,
      abi: devTokenAbi,
      functionName: 'mint',
      args: [alice.address, parseEther('5')],
    })
    await clients[0]!.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    const balance = await clients[0]!.readContract({
      address: dai.address,
      abi: devTokenAbi,
      functionName: 'balanceOf',
      args: [alice.address],
    })
    expect(balance).toBe(dai.fundedAmount + parseEther('5'))
  })
})

describe('Multicall3', () => {
  test('aggregate3 reports a failing call without failing the batch', async () => {
    const results = await clients[1]!.multicall({
      contracts: [
        {
          address: DEVNET_TOKENS.zero.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [alice.address],
        },
        // An account has no code: the call "succeeds" with no data, which cannot be decoded.
        { address: alice.address, abi: erc20Abi, functionName: 'balanceOf', args: [alice.address] },
        {
          address: MULTICALL3_ADDRESS,
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [bob.address],
        },
      ],
    })
    expect(results.map((result) => result.status)).toEqual(['success', 'failure', 'success'])
    expect(results[0].result).toBe(DEVNET_TOKENS.zero.fundedAmount)
    expect(results[2].result).toBe(await clients[1]!.getBalance({ address: bob.address }))
  })

  test('aggregate3 with a required call that reverts passes on the revert reason', async () => {
    const transfer = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])
    const error = await clients[0]!
      .multicall({
        allowFailure: false,
        account: alice.address,
        contracts: [
          {
            address: DEVNET_TOKENS.usdc.address,
            abi: transfer,
            functionName: 'transfer',
            args: [bob.address, 10n ** 30n],
          },
        ],
      })
      .catch((error: unknown) => error)
    expect(String((error as Error).message)).toContain('DevToken: insufficient balance')
  })

  test('tryAggregate and getChainId answer like the canonical Multicall3', async () => {
    const abi = parseAbi([
      'struct Call { address target; bytes callData; }',
      'struct Result { bool success; bytes returnData; }',
      'function tryAggregate(bool requireSuccess, Call[] calls) payable returns (Result[])',
      'function getChainId() view returns (uint256)',
    ])
    const chainId = await clients[1]!.readContract({
      address: MULTICALL3_ADDRESS,
      abi,
      functionName: 'getChainId',
    })
    expect(chainId).toBe(31338n)
    const { result } = await clients[1]!.simulateContract({
      address: MULTICALL3_ADDRESS,
      abi,
      functionName: 'tryAggregate',
      args: [
        false,
        [
          { target: DEVNET_TOKENS.dai.address, callData: '0x313ce567' }, // decimals()
          { target: DEVNET_TOKENS.dai.address, callData: '0xdeadbeef' }, // no such function
        ],
      ],
    })
    expect(result.map((item) => item.success)).toEqual([true, false])
    expect(BigInt(result[0]!.returnData)).toBe(18n)
  })
})

describe('snapshot and revert', () => {
  test('revert restores a balance changed after the snapshot, on both chains', async () => {
    const before = await devnet.snapshot()
    const balances = () =>
      Promise.all(clients.map((client) => client.getBalance({ address: bob.address })))
    const original = await balances()
    for (const index of chainIndexes) {
      const hash = await walletFor(index).sendTransaction({
        to: bob.address,
        value: parseEther('1'),
      })
      await clients[index]!.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    }
    expect(await balances()).toEqual(original.map((balance) => balance + parseEther('1')))

    await devnet.revert(before)
    expect(await balances()).toEqual(original)
  })

  test('the chains are separate: a transfer on 31337 leaves 31338 alone', async () => {
    const hash = await walletFor(0).sendTransaction({ to: bob.address, value: parseEther('2') })
    await clients[0]!.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    const [main, second] = await Promise.all(
      clients.map((client) => client.getBalance({ address: bob.address })),
    )
    expect(main! - second!).toBe(parseEther('2'))
  })

  test('a snapshot can be reverted to only once', async () => {
    const once = await devnet.snapshot()
    await devnet.revert(once)
    await expect(devnet.revert(once)).rejects.toBeInstanceOf(DevnetRevertError)
  })
})
