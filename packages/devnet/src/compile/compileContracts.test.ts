import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { Abi, AbiFunction, AbiParameter } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  contractWalletAbi,
  contractWalletFactoryAbi,
  devNftAbi,
  devTokenAbi,
  nameRegistryAbi,
  noReturnTokenAbi,
} from '../constants/abis.ts'
import { COMPILE_CACHE_DIR, compile, compileContracts } from './compileContracts.ts'

/** A parameter's full type with tuple components spelled out, without names. */
function typeOf(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type
  const components = 'components' in parameter ? parameter.components : []
  return `(${components.map(typeOf).join(',')})${parameter.type.slice('tuple'.length)}`
}

/** One line per function: what a caller depends on (selector inputs, mutability, outputs). */
function functionShapes(abi: Abi): string[] {
  return abi
    .filter((item): item is AbiFunction => item.type === 'function')
    .map(
      (item) =>
        `${item.name}(${item.inputs.map(typeOf).join(',')}) ${item.stateMutability} ` +
        `returns (${item.outputs.map(typeOf).join(',')})`,
    )
    .sort()
}

describe('compileContracts', () => {
  test('compiles every deployable contract and skips abstract bases and interfaces', () => {
    const compiled = compileContracts()
    expect(Object.keys(compiled).sort()).toEqual([
      'DevToken',
      'FreeClaimRewards',
      'LatchContractWallet',
      'LatchContractWalletFactory',
      'LatchLanterns',
      'Multicall3',
      'NameRegistry',
      'NoReturnToken',
    ])
    for (const contract of Object.values(compiled)) {
      expect(contract.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
      expect(contract.deployedBytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    }
    // The first call compiles: a few seconds on a loaded machine.
  }, 30_000)

  test('compiles once per process', () => {
    expect(compileContracts()).toBe(compileContracts())
  })

  test.each([
    ['DevToken', devTokenAbi],
    ['NoReturnToken', noReturnTokenAbi],
    ['LatchLanterns', devNftAbi],
    ['FreeClaimRewards', devNftAbi],
    ['NameRegistry', nameRegistryAbi],
    ['LatchContractWallet', contractWalletAbi],
    ['LatchContractWalletFactory', contractWalletFactoryAbi],
  ] as const)('the exported ABI of %s matches the compiled one', (name, abi) => {
    expect(functionShapes(abi)).toEqual(functionShapes(compileContracts()[name]!.abi))
  })

  test('the USDT-style token returns nothing from transfer, transferFrom and approve', () => {
    const shapes = functionShapes(compileContracts().NoReturnToken!.abi)
    expect(shapes.filter((shape) => /^(transfer|transferFrom|approve)\(/.test(shape))).toEqual([
      'approve(address,uint256) nonpayable returns ()',
      'transfer(address,uint256) nonpayable returns ()',
      'transferFrom(address,address,uint256) nonpayable returns ()',
    ])
  })

  test('Multicall3 has the interface of the Multicall3 on public chains', () => {
    expect(functionShapes(compileContracts().Multicall3!.abi)).toEqual([
      'aggregate((address,bytes)[]) payable returns (uint256,bytes[])',
      'aggregate3((address,bool,bytes)[]) payable returns ((bool,bytes)[])',
      'aggregate3Value((address,bool,uint256,bytes)[]) payable returns ((bool,bytes)[])',
      'blockAndAggregate((address,bytes)[]) payable returns (uint256,bytes32,(bool,bytes)[])',
      'getBasefee() view returns (uint256)',
      'getBlockHash(uint256) view returns (bytes32)',
      'getBlockNumber() view returns (uint256)',
      'getChainId() view returns (uint256)',
      'getCurrentBlockCoinbase() view returns (address)',
      'getCurrentBlockDifficulty() view returns (uint256)',
      'getCurrentBlockGasLimit() view returns (uint256)',
      'getCurrentBlockTimestamp() view returns (uint256)',
      'getEthBalance(address) view returns (uint256)',
      'getLastBlockHash() view returns (bytes32)',
      'tryAggregate(bool,(address,bytes)[]) payable returns ((bool,bytes)[])',
      'tryBlockAndAggregate(bool,(address,bytes)[]) payable returns (uint256,bytes32,(bool,bytes)[])',
    ])
  })
})

describe('the compile cache', () => {
  const cacheFiles = () =>
    readdirSync(COMPILE_CACHE_DIR)
      .filter((file) => /^solc-[0-9a-f]{32}\.json$/.test(file))
      .map((file) => `${COMPILE_CACHE_DIR}${file}`)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)

  test('keeps the output on disk, and another process reads the same contracts', () => {
    const compiled = compileContracts()
    const [newest] = cacheFiles()
    expect(newest).toBeDefined()
    expect(JSON.parse(readFileSync(newest!, 'utf8'))).toEqual(compiled)
  }, 30_000)

  test('a cache file that is not JSON is compiled over, never returned', () => {
    const compiled = compileContracts()
    const [newest] = cacheFiles()
    writeFileSync(newest!, '{"DevToken": ')
    expect(compile()).toEqual(compiled)
    expect(JSON.parse(readFileSync(newest!, 'utf8'))).toEqual(compiled)
  }, 30_000)
})
