import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetServerConfig, SOLANA_DEVNET_CAIP2 } from '@latch/devnet'
import { describe, expect, test } from 'vitest'
import { loadConfig } from './loadConfig.ts'
import { parseRpcUrls } from './parseRpcUrls.ts'

describe('loadConfig', () => {
  test('defaults: 127.0.0.1:8787, PGlite under .latch/, no chains', async () => {
    const config = await loadConfig({ env: {}, cwd: '/srv/app' })
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      databaseUrl: undefined,
      dataDir: '/srv/app/.latch/server/pglite',
      directory: 'default',
      rateLimitPerMinute: 600,
      projectRateLimitPerMinute: undefined,
      trustProxy: 0,
      publicUrl: undefined,
      indexer: { enabled: true, pollIntervalMs: 500 },
      relayEnabled: true,
      relayMaxSocketsPerIp: undefined,
    })
    expect(config.chains).toEqual([])
    expect(config.solanaChains).toEqual([])
  })

  test('the file `latch-devnet --server-config` writes gives the devnet’s chains as they are', async () => {
    const devnet = devnetServerConfig({
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
      ],
      solanaRpcUrl: 'http://127.0.0.1:8899',
    })
    const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
    await writeFile(join(dir, 'server.json'), JSON.stringify(devnet))
    const config = await loadConfig({ env: {}, configPath: 'server.json', cwd: dir })
    expect(config.chains).toEqual(devnet.chains)
    expect(config.solanaChains).toEqual(devnet.solanaChains)
    expect(config.chains[0]).toMatchObject({ name: 'Latch Devnet', tokens: expect.any(Array) })
    expect(config.solanaChains.map((chain) => chain.chainId)).toEqual([SOLANA_DEVNET_CAIP2])
  })

  test.each([
    [{ nameRegistry: '0x1234' }],
    [{ spamContracts: ['not-an-address'] }],
    [{ spamContracts: '0x000000000000000000000000000000000000bEEF' }],
  ])('rejects a chain with %o', async (extra) => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
    await writeFile(
      join(dir, 'server.json'),
      JSON.stringify({ chains: [{ chainId: 10, rpcUrl: 'http://127.0.0.1:9545', ...extra }] }),
    )
    await expect(loadConfig({ env: {}, configPath: 'server.json', cwd: dir })).rejects.toThrow(
      /nameRegistry and spamContracts/,
    )
  })

  test.each([[42], ['127.0.0.1:8547'], ['ws://127.0.0.1:8547']])(
    'rejects a chain whose bundlerUrl is %o; keeps an http(s) one',
    async (bundlerUrl) => {
      const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
      const write = (url: unknown) =>
        writeFile(
          join(dir, 'server.json'),
          JSON.stringify({
            chains: [{ chainId: 10, rpcUrl: 'http://127.0.0.1:9545', bundlerUrl: url }],
          }),
        )
      await write(bundlerUrl)
      await expect(loadConfig({ env: {}, configPath: 'server.json', cwd: dir })).rejects.toThrow(
        /chain 10: bundlerUrl must be an http\(s\) URL/,
      )
      await write('http://127.0.0.1:8547/rpc')
      const config = await loadConfig({ env: {}, configPath: 'server.json', cwd: dir })
      expect(config.chains[0]?.bundlerUrl).toBe('http://127.0.0.1:8547/rpc')
    },
  )

  test('environment variables override the defaults', async () => {
    const config = await loadConfig({
      cwd: '/srv/app',
      env: {
        LATCH_SERVER_PORT: '9999',
        LATCH_SERVER_HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u:p@db/latch',
        LATCH_REDIS_URL: 'redis://cache:6379',
        LATCH_DATA_DIR: ':memory:',
        LATCH_RPC_URLS: '31337=http://127.0.0.1:7545,5=https://rpc.example/goerli',
        LATCH_DIRECTORY: 'synthetic:10000',
        LATCH_RATE_LIMIT_PER_MINUTE: '60',
        LATCH_PROJECT_RATE_LIMIT_PER_MINUTE: '9000',
        LATCH_TRUST_PROXY: '2',
        LATCH_PUBLIC_URL: 'https://api.shop.example/latch',
        LATCH_INDEXER: 'off',
        LATCH_INDEXER_POLL_MS: '250',
        LATCH_RELAY_MAX_SOCKETS_PER_IP: '1100',
      },
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9999,
      databaseUrl: 'postgres://u:p@db/latch',
      redisUrl: 'redis://cache:6379',
      dataDir: undefined,
      directory: 'synthetic:10000',
      rateLimitPerMinute: 60,
      projectRateLimitPerMinute: 9000,
      trustProxy: 2,
      publicUrl: 'https://api.shop.example/latch',
      indexer: { enabled: false, pollIntervalMs: 250 },
      relayMaxSocketsPerIp: 1100,
    })
    expect(config.chains).toEqual([
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:7545' },
      { chainId: 5, rpcUrl: 'https://rpc.example/goerli' },
    ])
  })

  test('an empty LATCH_RPC_URLS means no chains', async () => {
    expect((await loadConfig({ env: { LATCH_RPC_URLS: '' } })).chains).toEqual([])
  })

  test('a config file sits between defaults and env; flags win over both', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
    const path = join(dir, 'server.json')
    await writeFile(
      path,
      JSON.stringify({
        port: 1111,
        host: '127.0.0.2',
        prices: { USDC: 0.99 },
        projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
        chains: [{ chainId: 10, rpcUrl: 'http://127.0.0.1:9545' }],
      }),
    )
    const config = await loadConfig({
      configPath: path,
      env: { LATCH_SERVER_PORT: '2222' },
      overrides: { host: '::1' },
    })
    expect(config.port).toBe(2222)
    expect(config.host).toBe('::1')
    expect(config.prices.USDC).toBe(0.99)
    expect(config.prices.ETH).toBe(3000)
    expect(config.projects).toEqual([{ id: 'shop', allowedOrigins: ['https://shop.example'] }])
    expect(config.chains).toEqual([{ chainId: 10, rpcUrl: 'http://127.0.0.1:9545' }])
  })

  test.each([
    [{ LATCH_SERVER_PORT: 'eighty' }, /LATCH_SERVER_PORT/],
    [{ LATCH_SERVER_PORT: '70000' }, /port/],
    [{ LATCH_RPC_URLS: '31337:http://x' }, /LATCH_RPC_URLS/],
    [{ LATCH_TRUST_PROXY: 'yes' }, /LATCH_TRUST_PROXY must be a whole number/],
    [
      { LATCH_RATE_LIMIT_PER_MINUTE: '0' },
      /rateLimitPerMinute must be a whole number of at least 1/,
    ],
    [{ LATCH_PROJECT_RATE_LIMIT_PER_MINUTE: '-5' }, /LATCH_PROJECT_RATE_LIMIT_PER_MINUTE/],
    [
      { LATCH_RELAY_MAX_SOCKETS_PER_IP: '0' },
      /relayMaxSocketsPerIp must be a whole number of at least 1/,
    ],
    [{ LATCH_PUBLIC_URL: 'api.shop.example' }, /LATCH_PUBLIC_URL/],
    [{ LATCH_PUBLIC_URL: 'javascript:alert(1)' }, /LATCH_PUBLIC_URL/],
    [{ LATCH_PUBLIC_URL: 'https://api.shop.example/?x=1' }, /LATCH_PUBLIC_URL/],
  ])('rejects %o', async (env, message) => {
    await expect(loadConfig({ env })).rejects.toThrow(message)
  })
})

test('parseRpcUrls reads chainId=url pairs', () => {
  expect(parseRpcUrls(' 1=https://a.example , 2=http://127.0.0.1:8545 ')).toEqual([
    { chainId: 1, rpcUrl: 'https://a.example' },
    { chainId: 2, rpcUrl: 'http://127.0.0.1:8545' },
  ])
})

test.each([
  ['off', false],
  ['0', false],
  ['false', false],
  ['on', true],
  ['1', true],
])('LATCH_RELAY=%s → relayEnabled %s', async (value, enabled) => {
  const config = await loadConfig({ env: { LATCH_RELAY: value }, cwd: '/srv/app' })
  expect(config.relayEnabled).toBe(enabled)
})

test('relayEnabled: false in the config file turns the relay off', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
  const file = join(dir, 'config.json')
  await writeFile(file, JSON.stringify({ relayEnabled: false }))
  expect((await loadConfig({ env: {}, configPath: file })).relayEnabled).toBe(false)
})

test('trustProxy from the config file must be a whole number of proxies', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
  const file = join(dir, 'config.json')
  await writeFile(file, JSON.stringify({ trustProxy: true }))
  await expect(loadConfig({ env: {}, configPath: file })).rejects.toThrow(/trustProxy/)
})

describe('a chain’s swaps entry', () => {
  const [devnetChain] = devnetServerConfig({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
  }).chains
  async function load(swaps: unknown) {
    const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
    await writeFile(join(dir, 'c.json'), JSON.stringify({ chains: [{ ...devnetChain, swaps }] }))
    return loadConfig({ env: {}, configPath: 'c.json', cwd: dir })
  }

  test('the devnet’s AMM (router, factory, WETH, pooled tokens) loads as it is', async () => {
    expect((await load(devnetChain!.swaps)).chains[0]?.swaps).toEqual(devnetChain!.swaps)
  })

  test.each([
    ['a router that is no address', { ...devnetChain!.swaps, router: 'uniswap' }, /swaps needs/],
    ['no token list', { ...devnetChain!.swaps, tokens: undefined }, /swaps needs/],
    ['no weth', { ...devnetChain!.swaps, weth: undefined }, /swaps needs/],
    [
      'a token missing from the chain’s tokens',
      { ...devnetChain!.swaps, tokens: ['0x000000000000000000000000000000000000dEaD'] },
      /must also be in the chain's tokens/,
    ],
  ])('refuses %s', async (_case, swaps, message) => {
    await expect(load(swaps)).rejects.toThrow(message)
  })
})

describe('embedded wallet settings (frame, mail, keys)', () => {
  test('the frame listener is on at localhost:8788 by default; no mail, no keys', async () => {
    const config = await loadConfig({ env: {}, cwd: '/srv/app' })
    expect(config.frame).toEqual({
      port: 8788,
      host: 'localhost',
      dir: undefined,
      publicUrl: undefined,
    })
    expect(config.mail).toBeUndefined()
    expect(config.embeddedWallet).toEqual({
      shareKey: undefined,
      recoveryKey: undefined,
      keyFile: undefined,
    })
  })

  test('the devnet’s server config: mail as written; frame and keys from the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
    await writeFile(
      join(dir, 'server.json'),
      JSON.stringify({
        mail: {
          smtpUrl: 'smtp://127.0.0.1:1025',
          from: 'Latch <no-reply@latch.localhost>',
          inboxUrl: 'http://127.0.0.1:8025',
        },
        frame: { port: 9301, dir: 'frame-build' },
        embeddedWallet: { keyFile: 'keys.json' },
      }),
    )
    const config = await loadConfig({ env: {}, configPath: 'server.json', cwd: dir })
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: 'Latch <no-reply@latch.localhost>',
      inboxUrl: 'http://127.0.0.1:8025',
    })
    expect(config.frame).toMatchObject({
      port: 9301,
      host: 'localhost',
      dir: join(dir, 'frame-build'),
    })
    expect(config.embeddedWallet.keyFile).toBe(join(dir, 'keys.json'))
  })

  test('env and flags win; frame: false or LATCH_FRAME=off turn it off', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-config-'))
    await writeFile(join(dir, 'off.json'), JSON.stringify({ frame: false }))
    expect((await loadConfig({ env: {}, configPath: 'off.json', cwd: dir })).frame).toBe(false)
    expect((await loadConfig({ env: { LATCH_FRAME: 'off' } })).frame).toBe(false)
    const config = await loadConfig({
      env: {
        LATCH_FRAME_PORT: '9302',
        LATCH_FRAME_HOST: '127.0.0.1',
        LATCH_SMTP_URL: 'smtps://user:pass@smtp.example.com',
        LATCH_EMBEDDED_SHARE_KEY: 'a'.repeat(64),
        LATCH_EMBEDDED_RECOVERY_KEY: 'b'.repeat(64),
      },
      overrides: { framePort: 9303 },
    })
    expect(config.frame).toMatchObject({ port: 9303, host: '127.0.0.1' })
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com',
      from: 'Latch <no-reply@latch.localhost>',
    })
    expect(config.embeddedWallet).toMatchObject({
      shareKey: 'a'.repeat(64),
      recoveryKey: 'b'.repeat(64),
    })
  })

  test.each([
    [{ LATCH_SMTP_URL: 'http://127.0.0.1:1025' }, /smtp:\/\//],
    [{ LATCH_FRAME_PORT: '70000' }, /frame.port/],
    [{ LATCH_FRAME_PORT: 'x' }, /LATCH_FRAME_PORT/],
  ])('refuses %o', async (env, message) => {
    await expect(loadConfig({ env })).rejects.toThrow(message)
  })
})
