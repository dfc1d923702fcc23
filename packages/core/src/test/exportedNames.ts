import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * Every name an entry file exports, types included, each marked `(type)` or `(value)`, sorted:
 * what a surface snapshot lists. Read with the compiler's checker, so a name that moved keeps
 * its place and a re-export of a re-export counts once.
 */
/** The compiler's view of an entry file's exports, built once per file. */
function entryExports(file: string): { checker: ts.TypeChecker; symbols: ts.Symbol[] } {
  const program = ts.createProgram([file], {
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    // Names only: no standard library or @types to load, so the program builds quickly.
    noLib: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  if (!source) throw new Error(`${file} is not a source file`)
  const entry = checker.getSymbolAtLocation(source)
  if (!entry) throw new Error(`${file} exports nothing`)
  return { checker, symbols: checker.getExportsOfModule(entry) }
}

function declared(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
}

/**
 * Every name an entry file exports, types included, each marked `(type)` or `(value)`, sorted:
 * what a surface snapshot lists. Read with the compiler's checker, so a name that moved keeps
 * its place and a re-export of a re-export counts once.
 */
export function exportedNames(file: string): string[] {
  const { checker, symbols } = entryExports(file)
  return symbols
    .map((symbol) => {
      const value = declared(checker, symbol).flags & ts.SymbolFlags.Value
      return `${symbol.name} (${value ? 'value' : 'type'})`
    })
    .sort()
}

/** The exported names that carry no TSDoc summary where they are declared. */
export function undocumentedNames(file: string): string[] {
  const { checker, symbols } = entryExports(file)
  return symbols
    .filter((symbol) => {
      const comment = declared(checker, symbol).getDocumentationComment(checker)
      return ts.displayPartsToString(comment).trim() === ''
    })
    .map((symbol) => symbol.name)
    .sort()
}

/**
 * The two checks every entry point's test makes beside its names snapshot: each export has a
 * TSDoc summary, and the module holds at run time exactly the values the snapshot lists.
 */
export function testEntrySurface(file: string, entry: object, names: readonly string[]): void {
  // The TypeScript program behind it takes seconds to build, more on a loaded machine.
  test('every name it exports has a TSDoc summary', () => {
    expect(undocumentedNames(file)).toEqual([])
  }, 60_000)

  test('at run time it holds exactly its values', () => {
    const values = names
      .filter((name) => name.endsWith(' (value)'))
      .map((name) => name.replace(' (value)', ''))
    expect(Object.keys(entry).sort()).toEqual(values)
  })
}
