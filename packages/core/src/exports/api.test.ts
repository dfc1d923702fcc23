import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'
import * as api from './api.ts'

/** Every name the entry file exports, types included, each marked `type` or `value`. */
function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    // Names only: no standard library or @types to load, so the program builds in milliseconds.
    noLib: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const entry = checker.getSymbolAtLocation(program.getSourceFile(file)!)!
  return checker
    .getExportsOfModule(entry)
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return `${symbol.name} (${target.flags & ts.SymbolFlags.Value ? 'value' : 'type'})`
    })
    .sort()
}

test('@latch/core/api exports the wire types, DEFAULT_SOCIALS and the analytics limits, nothing else', () => {
  expect(exportedNames(fileURLToPath(new URL('./api.ts', import.meta.url)))).toMatchInlineSnapshot(`
    [
      "ANALYTICS_FIELD_MAX_LENGTH (value)",
      "AnalyticsErrorEvent (type)",
      "BalanceAnswer (type)",
      "DEFAULT_SOCIALS (value)",
      "Fungible (type)",
      "FungiblePriceAnswer (type)",
      "Identity (type)",
      "Nft (type)",
      "NftPage (type)",
      "Profile (type)",
      "Social (type)",
      "TokenBalance (type)",
      "Wallet (type)",
      "WalletPage (type)",
    ]
  `)
})

test('at run time it holds only its values', () => {
  expect(Object.keys(api).sort()).toEqual(['ANALYTICS_FIELD_MAX_LENGTH', 'DEFAULT_SOCIALS'])
})
