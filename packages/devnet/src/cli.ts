import { formatSummary } from './cli/formatSummary.ts'
import { CLI_USAGE, parseCliOptions } from './cli/parseCliOptions.ts'
import { DevnetError } from './errors.ts'
import { startDevnet } from './startDevnet.ts'

/** Entry of `latch-devnet` (bin/latch-devnet.mjs): starts the devnet, stops it on Ctrl-C. */
async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env)
  if (options.command === 'help') {
    console.log(CLI_USAGE)
    return
  }

  const devnet = await startDevnet(options)
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    // A second Ctrl-C while stopping means "now".
    if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143)
    stopping = true
    await devnet.stop()
    console.log('\nLatch devnet stopped.')
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  process.on('SIGHUP', shutdown)
  console.log(formatSummary(devnet))
}

main().catch((error: unknown) => {
  // Devnet errors are written for people; anything else gets its stack.
  console.error(error instanceof DevnetError ? `latch-devnet: ${error.message}` : error)
  process.exit(1)
})
