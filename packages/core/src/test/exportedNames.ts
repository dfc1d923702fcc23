import ts from 'typescript'

/**
 * Every name an entry file exports, types included, each marked `(type)` or `(value)`, sorted:
 * what a surface snapshot lists. Read with the compiler's checker, so a name that moved keeps
 * its place and a re-export of a re-export counts once.
 */
export function exportedNames(file: string): string[] {
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
  return checker
    .getExportsOfModule(entry)
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return `${symbol.name} (${target.flags & ts.SymbolFlags.Value ? 'value' : 'type'})`
    })
    .sort()
}

/** The exported names that carry no TSDoc summary where they are declared. */
export function undocumentedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    noLib: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const entry = checker.getSymbolAtLocation(program.getSourceFile(file)!)!
  return checker
    .getExportsOfModule(entry)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return ts.displayPartsToString(target.getDocumentationComment(checker)).trim() === ''
    })
    .map((symbol) => symbol.name)
    .sort()
}
