import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, undocumentedNames } from '../test/exportedNames.ts'
import * as entry from './networks.ts'

const file = fileURLToPath(new URL('./networks.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)
const undocumented = undocumentedNames(file)

test('@latch/core/networks exports the built-in networks and defineNetwork, nothing else', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "arbitrum (value)",
      "bitcoin (value)",
      "bitcoinTestnet (value)",
      "defineNetwork (value)",
      "latchDevnet (value)",
      "latchDevnet2 (value)",
      "mainnet (value)",
      "solana (value)",
      "solanaDevnet (value)",
      "solanaTestnet (value)",
    ]
  `)
})

test('every name it exports has a TSDoc summary', () => {
  expect(undocumented).toEqual([])
})

test('at run time it holds exactly its values', () => {
  const values = names
    .filter((name) => name.endsWith(' (value)'))
    .map((name) => name.replace(' (value)', ''))
  expect(Object.keys(entry).sort()).toEqual(values)
})
