import { parseArgs } from 'node:util'
import { startServer } from './app/startServer.ts'
import { loadConfig } from './config/loadConfig.ts'

const USAGE = `Usage: latch-server [--config file.json] [--port 8787] [--host 127.0.0.1]
                    [--frame-port 8788] [--frame-host localhost]

Environment: LATCH_SERVER_PORT, LATCH_SERVER_HOST, DATABASE_URL, LATCH_DATA_DIR (or :memory:),
LATCH_REDIS_URL (rate limits shared by several instances),
LATCH_RPC_URLS (31337=http://127.0.0.1:8545,…), LATCH_SOLANA_RPC_URLS (solana:<ref>=url,…),
LATCH_DIRECTORY (default | synthetic:N | file),
LATCH_RATE_LIMIT_PER_MINUTE (per client and project), LATCH_PROJECT_RATE_LIMIT_PER_MINUTE,
LATCH_TRUST_PROXY (reverse proxies in front), LATCH_PUBLIC_URL, LATCH_INDEXER (on | off), LATCH_INDEXER_POLL_MS,
LATCH_RELAY (on | off: the WalletConnect relay on the same port, on by default),
LATCH_RELAY_MAX_SOCKETS_PER_IP (64; more for a load test from one machine),
LATCH_FRAME (on | off: the embedded wallet's frame origin, on by default), LATCH_FRAME_PORT,
LATCH_FRAME_HOST, LATCH_FRAME_DIR, LATCH_FRAME_PUBLIC_URL, LATCH_SMTP_URL, LATCH_MAIL_FROM,
LATCH_EMBEDDED_SHARE_KEY, LATCH_EMBEDDED_RECOVERY_KEY.
See packages/server/README.md.`

async function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'frame-port': { type: 'string' },
      'frame-host': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const config = await loadConfig({
    configPath: values.config,
    overrides: {
      ...(values.port !== undefined && { port: Number(values.port) }),
      ...(values.host !== undefined && { host: values.host }),
      ...(values['frame-port'] !== undefined && { framePort: Number(values['frame-port']) }),
      ...(values['frame-host'] !== undefined && { frameHost: values['frame-host'] }),
    },
  })
  const server = await startServer({ ...config, ...(config.relayEnabled ? {} : { relay: false }) })
  const storage = `${config.databaseUrl ? 'PostgreSQL (relay messages too)' : `PGlite (${config.dataDir ?? 'in memory'})`}${config.redisUrl ? `, Redis rate limits ${new URL(config.redisUrl).host}` : ''}`
  console.log(`Latch server listening on ${server.url}`)
  console.log(`  WalletConnect relay: ${server.relayUrl ?? 'off (LATCH_RELAY=off)'}`)
  console.log(
    `  embedded wallet frame: ${server.frameUrl ?? 'off (LATCH_FRAME=off)'}; mail: ${config.mail ? `SMTP ${new URL(config.mail.smtpUrl).host}` : 'none (login mails answer 503)'}`,
  )
  // Provider ids and issuers only: client secrets are never printed.
  const social = Object.entries(config.social?.providers ?? {})
  console.log(
    `  social login: ${social.map(([id, p]) => `${id} ${p.issuer ?? p.authorizationEndpoint}`).join(', ') || 'none'}`,
  )
  console.log(
    `  farcaster login: ${config.farcaster ? `relay ${config.farcaster.relayUrl}` : 'none'}`,
  )
  console.log(`  storage: ${storage}; directory: ${config.directory}`)
  console.log(
    `  chains: ${config.chains.map((c) => `eip155:${c.chainId} ${c.rpcUrl}`).join(', ') || 'none'}`,
  )
  console.log(
    `  solana: ${config.solanaChains.map((c) => `${c.chainId} ${c.rpcUrl}`).join(', ') || 'none'}`,
  )
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await server.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error('[latch-server]', error instanceof Error ? error.message : error)
  process.exit(1)
})
