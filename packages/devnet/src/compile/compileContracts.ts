import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { DevnetCompileError } from '../errors.ts'

/** Output of solc for one contract. */
export type CompiledContract = {
  abi: Abi
  /** Creation code (constructor + runtime), to deploy. */
  bytecode: Hex
  /** Runtime code, to install with `anvil_setCode`. */
  deployedBytecode: Hex
}

/** Compiled contracts by contract name (`'DevToken'`, `'Multicall3'` …). */
export type CompiledContracts = Record<string, CompiledContract>

/** Where the Solidity sources live: packages/devnet/contracts. */
export const CONTRACTS_DIR = fileURLToPath(new URL('../../contracts/', import.meta.url))

/**
 * Where compiled output is kept between processes, by a hash of the compiler version and its
 * input: every test file runs in its own process, and each used to spend seconds of CPU
 * compiling the same sources — enough, on a loaded 2-core machine, to push a devnet's start
 * past its hook's timeout.
 */
export const COMPILE_CACHE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/latch-devnet/', import.meta.url),
)

/** `paris` (pre-PUSH0) so the code runs on any EVM chain or fork the devnet might mimic. */
const EVM_VERSION = 'paris'

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >
}

let cached: CompiledContracts | undefined

/**
 * Compiles every contracts/*.sol with solc-js (about a second), once per process.
 *
 * @throws {DevnetCompileError} when solc reports an error.
 */
export function compileContracts(): CompiledContracts {
  cached ??= compile()
  return cached
}

/**
 * Compiles, or reads the on-disk cache, without the per-process memo.
 *
 * @internal Exported for the cache's tests.
 */
export function compile(): CompiledContracts {
  const sources = Object.fromEntries(
    readdirSync(CONTRACTS_DIR)
      .filter((file) => file.endsWith('.sol'))
      .sort()
      .map((file) => [file, { content: readFileSync(`${CONTRACTS_DIR}${file}`, 'utf8') }]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: EVM_VERSION,
      // No optimizer: it triples compile time, and gas does not matter on a devnet.
      optimizer: { enabled: false },
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const require = createRequire(import.meta.url)
  const { version } = require('solc/package.json') as { version: string }
  const inputJson = JSON.stringify(input)
  const key = createHash('sha256').update(`${version}\n${inputJson}`).digest('hex').slice(0, 32)
  const cacheFile = `${COMPILE_CACHE_DIR}solc-${key}.json`
  const cached = readCache(cacheFile)
  if (cached) return cached

  // solc is CommonJS and loads an 8 MB compiler: require it lazily, only when compiling.
  const solc = require('solc') as { compile(input: string): string }
  const output = JSON.parse(solc.compile(inputJson)) as SolcOutput

  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new DevnetCompileError(errors.map((error) => error.formattedMessage).join('\n'))
  }

  const compiled: CompiledContracts = {}
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      // Abstract contracts (DevTokenBase) have no code to deploy.
      if (contract.evm.bytecode.object === '') continue
      compiled[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
    }
  }
  writeCache(cacheFile, compiled)
  return compiled
}

/** The cached output, or undefined when there is none or it cannot be read (then: compile). */
function readCache(file: string): CompiledContracts | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as CompiledContracts)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Writes through a temporary file and a rename, so a process reading at the same moment sees
 * the whole file or none. A cache that cannot be written only costs the next process a compile.
 */
function writeCache(file: string, compiled: CompiledContracts): void {
  const temporary = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(COMPILE_CACHE_DIR, { recursive: true })
    writeFileSync(temporary, JSON.stringify(compiled))
    renameSync(temporary, file)
  } catch {
    // Read-only install or full disk: compiling each time still works.
  }
}
