import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import {
  DEVNET_CHAINS,
  DEVNET_CONTRACTS,
  DEVNET_TOKENS,
  MULTICALL3_ADDRESS,
} from '../exports/constants.ts'

const CONSTANTS_ENTRY = fileURLToPath(new URL('../exports/constants.ts', import.meta.url))

/** Every module specifier reachable from `entry` through relative imports. */
function importGraph(entry: string): { files: string[]; specifiers: string[] } {
  const files = new Set<string>()
  const specifiers = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    // Comments may show imports in examples: leave them out.
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(file), specifier!))
      else specifiers.add(specifier!)
    }
  }
  visit(entry)
  return { files: [...files], specifiers: [...specifiers] }
}

describe('the constants entry', () => {
  test('imports nothing that needs Node, so a browser bundle can use it', () => {
    const { files, specifiers } = importGraph(CONSTANTS_ENTRY)
    expect(files.length).toBeGreaterThan(1)
    const nodeOnly = specifiers.filter(
      (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier),
    )
    expect(nodeOnly).toEqual([])
    // Only viem (browser-safe) from outside the package.
    expect(specifiers.filter((specifier) => !/^viem(\/|$)/.test(specifier))).toEqual([])
  })
})

describe('DEVNET_CONTRACTS', () => {
  test('puts Multicall3 at its canonical address', () => {
    expect(DEVNET_CONTRACTS.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(MULTICALL3_ADDRESS).toBe(DEVNET_CONTRACTS.multicall3)
  })

  test('keeps the addresses of the first deployments (append new contracts at the end)', () => {
    // Apps and docs rely on these; a change here means the deployment list was reordered.
    expect(DEVNET_CONTRACTS).toMatchInlineSnapshot(`
      {
        "dai": "0xb19b36b1456E65E3A6D514D3F715f204BD59f431",
        "multicall3": "0xcA11bde05977b3631167028862bE2a173976CA11",
        "usdc": "0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35",
        "usdt": "0xA15BB66138824a1c7167f5E85b957d04Dd34E468",
        "zero": "0x8ce361602B935680E8DeC218b820ff5056BeB7af",
      }
    `)
  })
})

describe('DEVNET_TOKENS', () => {
  test.each([
    ['usdc', 6, 'bool', 10_000_000_000n],
    ['usdt', 6, 'nothing', 10_000_000_000n],
    ['dai', 18, 'bool', 10_000n * 10n ** 18n],
    ['zero', 0, 'bool', 100n],
  ] as const)(
    '%s has %i decimals, returns %s, funds %d base units',
    (key, decimals, returns, amount) => {
      const token = DEVNET_TOKENS[key]
      expect(token).toMatchObject({ key, decimals, returns, fundedAmount: amount })
      expect(token.address).toBe(DEVNET_CONTRACTS[key])
    },
  )
})

describe('DEVNET_CHAINS', () => {
  test('describes chain 31337 and 31338 on the default ports with Multicall3', () => {
    expect(
      DEVNET_CHAINS.map((chain) => ({
        id: chain.id,
        name: chain.name,
        rpc: chain.rpcUrls.default.http[0],
        currency: chain.nativeCurrency.symbol,
        multicall3: chain.contracts?.multicall3?.address,
      })),
    ).toEqual([
      {
        id: 31337,
        name: 'Latch Devnet',
        rpc: 'http://127.0.0.1:8545',
        currency: 'ETH',
        multicall3: MULTICALL3_ADDRESS,
      },
      {
        id: 31338,
        name: 'Latch Devnet 2',
        rpc: 'http://127.0.0.1:8546',
        currency: 'ETH',
        multicall3: MULTICALL3_ADDRESS,
      },
    ])
  })
})
