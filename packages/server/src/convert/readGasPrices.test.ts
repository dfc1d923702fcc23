import { startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type ChainRuntime, createChainRegistry } from '../chain/createChainRegistry.ts'
import { readGasPrices } from './readGasPrices.ts'

let anvil: TestAnvil
let chain: ChainRuntime

beforeAll(async () => {
  anvil = await startAnvil(31337)
  chain = createChainRegistry([{ chainId: 31337, rpcUrl: anvil.rpcUrl }]).list[0]!
}, 30_000)
afterAll(() => anvil?.stop())

test('EIP-1559: the next base fee with 0, 12.5 and 26.6 % headroom, plus the tips of recent blocks', async () => {
  await anvil.rpc('anvil_setNextBlockBaseFeePerGas', ['0x3b9aca00']) // 1 gwei
  await anvil.rpc('evm_mine')
  const history = (await anvil.rpc('eth_feeHistory', ['0x5', 'latest', [25, 50, 75]])) as {
    baseFeePerGas: string[]
  }
  const next = BigInt(history.baseFeePerGas.at(-1)!)
  // Empty blocks pay no tips: the prices are the base fee and its headroom alone.
  expect(await readGasPrices(chain)).toEqual({
    standard: next,
    fast: (next * 1125n) / 1000n,
    instant: (next * 1266n) / 1000n,
  })
})

test('a chain with no base fee: eth_gasPrice, +10 % and +25 %', async () => {
  await anvil.rpc('anvil_setNextBlockBaseFeePerGas', ['0x0'])
  await anvil.rpc('evm_mine')
  const gasPrice = BigInt((await anvil.rpc('eth_gasPrice')) as string)
  expect(await readGasPrices(chain)).toEqual({
    standard: gasPrice,
    fast: (gasPrice * 110n) / 100n,
    instant: (gasPrice * 125n) / 100n,
  })
})

test('an RPC that is gone is a 502 naming the chain, not a 500', async () => {
  const gone = createChainRegistry([{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }]).list[0]!
  await expect(readGasPrices(gone)).rejects.toMatchObject({
    status: 502,
    code: 'upstream_error',
    message: expect.stringMatching(/^Could not read the fee history on eip155:1: /),
  })
})
