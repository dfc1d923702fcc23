import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, testEntrySurface } from '../test/exportedNames.ts'
import * as entry from './networks.ts'

const file = fileURLToPath(new URL('./networks.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)

test('@latch/core/networks exports the built-in networks, defineNetwork and the server-RPC helpers, nothing else', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "ServerRpcOptions (type)",
      "arbitrum (value)",
      "bitcoin (value)",
      "bitcoinTestnet (value)",
      "defineNetwork (value)",
      "latchDevnet (value)",
      "latchDevnet2 (value)",
      "mainnet (value)",
      "serverRpcUrl (value)",
      "solana (value)",
      "solanaDevnet (value)",
      "solanaTestnet (value)",
      "withServerRpc (value)",
    ]
  `)
})

testEntrySurface(file, entry, names)
