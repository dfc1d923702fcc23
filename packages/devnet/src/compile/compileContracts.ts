import { readdirSync, readFileSync } from 'node:fs'
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

function compile(): CompiledContracts {
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
  // solc is CommonJS and loads an 8 MB compiler: require it lazily, only when compiling.
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput

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
  return compiled
}
