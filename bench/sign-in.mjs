#!/usr/bin/env node
// Times sign-in (/auth/v1) against a real Latch server on loopback, per kind of account. The
// server runs on in-memory PGlite and a devnet; per kind (EOA, the devnet's EIP-1271 contract
// wallet, its undeployed ERC-6492 twin, a Solana ed25519 key) N sign-ins one after the other,
// each GET /auth/v1/nonce, POST /auth/v1/authenticate and GET /auth/v1/me; prints the median and
// 95th percentile of each call.
// Signing happens outside the clock: only the server's work and the loopback are timed; each
// kind's first 5 sign-ins warm up and are not counted.
//
//   node bench/sign-in.mjs [--runs 50] [--port 0]
import { spawnSync } from 'node:child_process'
import { generateKeyPairSync, sign } from 'node:crypto'
import { fileURLToPath } from 'node:url'

// Workspace packages resolve to their TypeScript source only under this condition (bench/run.mjs
// starts benchmarks with tsx alone): start again with it.
if (!process.execArgv.some((arg) => arg.includes('latch:source'))) {
  const flags = ['--conditions=latch:source', '--import', 'tsx']
  const self = fileURLToPath(import.meta.url)
  const result = spawnSync(process.execPath, [...flags, self, ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  process.exit(result.status ?? 1)
}
const { startServer } = await import('../packages/server/src/app/startServer.ts')
const { devnetChainConfigs } = await import('../packages/server/src/testing/devnetChains.ts')
const { authenticate, fetchNonce, me, signInFields } = await import(
  '../packages/server/src/testing/signIn.ts'
)
const { formatSiwxMessage } = await import('@latch/core/siwx')
const { startDevnet, DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP2 } = await import('@latch/devnet')
const { DEVNET_CONTRACT_WALLET, DEVNET_COUNTERFACTUAL_CONTRACT_WALLET } = await import(
  '@latch/devnet/constants'
)
const { signAsContractWallet } = await import('@latch/devnet/testing')
const { privateKeyToAccount } = await import('viem/accounts')

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(args[index + 1])
}
const RUNS = option('runs', 50)
const PORT = option('port', 0)

const devnet = await startDevnet({ ports: [0, 0] })
const server = await startServer({
  port: PORT,
  dataDir: ':memory:',
  chains: devnetChainConfigs(devnet, false),
  // Only the chain id is read: ed25519 needs no cluster.
  solanaChains: [{ chainId: SOLANA_DEVNET_CAIP2, rpcUrl: 'http://127.0.0.1:9' }],
  indexer: { enabled: false },
  rateLimitPerMinute: 1_000_000_000,
  relay: false,
})

const eoa = privateKeyToAccount(DEVNET_ACCOUNTS[2].privateKey)
const solanaKey = generateKeyPairSync('ed25519')
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const toBase58 = (bytes) => {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let out = ''
  for (; value > 0n; value /= 58n) out = BASE58[Number(value % 58n)] + out
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}
const solanaAddress = toBase58(
  Buffer.from(solanaKey.publicKey.export({ format: 'jwk' }).x, 'base64url'),
)

/** Each kind: its address, chain, and how it signs a message. */
const KINDS = [
  ['EOA', eoa.address, 'eip155:31337', (message) => eoa.signMessage({ message })],
  [
    'EIP-1271 wallet',
    DEVNET_CONTRACT_WALLET.address,
    'eip155:31337',
    (message) => signAsContractWallet({ message, wallet: DEVNET_CONTRACT_WALLET }),
  ],
  [
    'ERC-6492 (undeployed)',
    DEVNET_COUNTERFACTUAL_CONTRACT_WALLET.address,
    'eip155:31337',
    (message) => signAsContractWallet({ message, wallet: DEVNET_COUNTERFACTUAL_CONTRACT_WALLET }),
  ],
  [
    'Solana ed25519',
    solanaAddress,
    SOLANA_DEVNET_CAIP2,
    async (message) => toBase58(sign(null, Buffer.from(message, 'utf8'), solanaKey.privateKey)),
  ],
]

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const ms = (value) => Math.round(value * 100) / 100
const timed = async (fn) => {
  const started = performance.now()
  const result = await fn()
  return [performance.now() - started, result]
}

const WARM_UP_RUNS = 5

const rows = []
try {
  for (const [kind, address, chainId, signMessage] of KINDS) {
    const times = { nonce: [], authenticate: [], me: [] }
    // The first runs of a kind are not counted: they load code and (once) make the token key.
    for (let run = -WARM_UP_RUNS; run < RUNS; run++) {
      const [nonceMs, nonce] = await timed(() => fetchNonce(server.url))
      const message = formatSiwxMessage(signInFields(address, nonce, Date.now(), { chainId }))
      const signature = await signMessage(message)
      const [authMs, answer] = await timed(() => authenticate(server.url, { message, signature }))
      if (answer.status !== 200) throw new Error(`${kind}: ${JSON.stringify(answer.body)}`)
      const [meMs, session] = await timed(() => me(server.url, answer.body.token))
      if (session.status !== 200) throw new Error(`${kind}: /me ${session.status}`)
      if (run < 0) continue
      times.nonce.push(nonceMs)
      times.authenticate.push(authMs)
      times.me.push(meMs)
    }
    rows.push({
      kind,
      runs: RUNS,
      'nonce p50/p95 ms': `${ms(percentile(times.nonce, 50))} / ${ms(percentile(times.nonce, 95))}`,
      'authenticate p50/p95 ms': `${ms(percentile(times.authenticate, 50))} / ${ms(percentile(times.authenticate, 95))}`,
      'me p50/p95 ms': `${ms(percentile(times.me, 50))} / ${ms(percentile(times.me, 95))}`,
    })
  }
} finally {
  await server.stop()
  await devnet.stop()
}
console.table(rows)
