import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import {
  DEVNET_ACCOUNTS,
  DEVNET_CHAINS,
  DEVNET_CONTRACTS,
  DEVNET_NAMES,
  DEVNET_NFTS,
  DEVNET_SPAM_CONTRACTS,
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
        "contractWalletFactory": "0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E",
        "dai": "0xb19b36b1456E65E3A6D514D3F715f204BD59f431",
        "lanterns": "0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629",
        "multicall3": "0xcA11bde05977b3631167028862bE2a173976CA11",
        "nameRegistry": "0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba",
        "spamNft": "0xe1DA8919f262Ee86f9BE05059C9280142CF23f48",
        "uniswapV2Factory": "0x0F861DDc2a785e022bdB450cf7D0c47FD3Ad829D",
        "uniswapV2Router02": "0x0Dd50B2F990064260864199660C7155C87E87845",
        "usdc": "0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35",
        "usdt": "0xA15BB66138824a1c7167f5E85b957d04Dd34E468",
        "weth": "0xC3A2e639CBb7664eDe5eb5c60280e61E47C39B5B",
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

describe('DEVNET_NFTS', () => {
  const [a0, a1, a2] = DEVNET_ACCOUNTS.map((account) => account.address)

  test('Latch Lanterns: ids 1-3, 4-6, 7-9 for accounts 0, 1, 2; not spam', () => {
    const { lanterns } = DEVNET_NFTS
    expect(lanterns).toMatchObject({ name: 'Latch Lanterns', symbol: 'LNTN', spam: false })
    expect(lanterns.address).toBe(DEVNET_CONTRACTS.lanterns)
    expect(lanterns.seededTokens.map(({ owner, tokenId }) => `${owner}#${tokenId}`)).toEqual(
      [a0, a0, a0, a1, a1, a1, a2, a2, a2].map((owner, i) => `${owner}#${i + 1}`),
    )
  })

  test('the spam collection airdrops token i+1 to account i (0..8) and is the only spam', () => {
    const { spamNft } = DEVNET_NFTS
    expect(spamNft).toMatchObject({ symbol: 'FREE', spam: true })
    expect(spamNft.seededTokens).toEqual(
      DEVNET_ACCOUNTS.slice(0, 9).map(({ address }, i) => ({
        owner: address,
        tokenId: BigInt(i + 1),
      })),
    )
    expect(DEVNET_SPAM_CONTRACTS).toEqual([DEVNET_CONTRACTS.spamNft])
  })
})

describe('DEVNET_NAMES', () => {
  test.each(DEVNET_NAMES.map((entry) => [entry.name, entry] as const))(
    '%s belongs to its dev account and has an SVG data-URI avatar',
    (_name, entry) => {
      expect(entry.address).toBe(DEVNET_ACCOUNTS[entry.accountIndex]!.address)
      expect(entry.name).toMatch(/^[a-z0-9-]+\.latch$/)
      expect(entry.avatar.startsWith('data:image/svg+xml,')).toBe(true)
      const svg = decodeURIComponent(entry.avatar.slice('data:image/svg+xml,'.length))
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[\s\S]*<\/svg>$/)
    },
  )

  test('names accounts 0 and 1 alice.latch and bob.latch', () => {
    expect(DEVNET_NAMES.map(({ name, accountIndex }) => [name, accountIndex])).toEqual([
      ['alice.latch', 0],
      ['bob.latch', 1],
    ])
  })
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
