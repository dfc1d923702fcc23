// Test fixture: a process that starts anvil the way the devnet does and never stops it itself.
// Prints one JSON line with the node's rpcUrl and pid, then waits to be signalled or killed.
// (One bare node, no contracts: the orphan protection lives in spawnAnvil, and skipping the
// compile keeps the test quick.)
import { spawnAnvil } from '../anvil/spawnAnvil.ts'

const anvil = await spawnAnvil({ host: '127.0.0.1', port: 0, chainId: 31337, quiet: true })
process.stdout.write(`${JSON.stringify({ rpcUrl: anvil.rpcUrl, pid: anvil.pid })}\n`)
setInterval(() => {}, 60_000)
