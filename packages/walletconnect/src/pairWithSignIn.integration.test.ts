// One-click sign-in (wc_sessionAuthenticate) between the SDK side of @latch/walletconnect and the
// WalletKit test wallet, over the server's relay: one approval gives the session and the signed
// messages; a wallet without the feature answers the fallback proposal; a decline keeps its code.
import { createRequire } from 'node:module'
import { createLogger, type WalletConnectProvider } from '@latch/core/adapter'
import { defineNetwork } from '@latch/core/networks'
import { parseSiwxMessage } from '@latch/core/siwx'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { type RunningServer, startServer } from '@latch/server'
import { createWalletConnectTestWallet } from '@latch/test-wallet/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { walletConnect } from './walletConnect.ts'

// The CommonJS builds, see README.
const require = createRequire(import.meta.url)
const { Core } = require('@walletconnect/core') as typeof import('@walletconnect/core')
const { UniversalProvider } =
  require('@walletconnect/universal-provider') as typeof import('@walletconnect/universal-provider')

let anvil: TestAnvil
let anvil2: TestAnvil
let server: RunningServer
const cleanups: (() => Promise<void> | void)[] = []
let count = 0

beforeAll(async () => {
  process.env.DISABLE_GLOBAL_CORE = 'true'
  ;[anvil, anvil2, server] = await Promise.all([
    startAnvil(31_337),
    startAnvil(31_338),
    startServer({ port: 0, indexer: { enabled: false }, chains: [] }),
  ])
}, 60_000)

afterAll(async () => {
  delete process.env.DISABLE_GLOBAL_CORE
  await Promise.all([anvil?.stop(), anvil2?.stop(), server?.stop()])
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const SIGN_IN = {
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  nonce: 'k2Jd8wQz0pLm4RtY',
  chains: ['eip155:31338', 'eip155:31337'] as `${string}:${string}`[],
  statement: 'Sign in to the Latch demo.',
}

/** The SDK side as core loads it: eip155 on both devnets. */
async function dappProvider(): Promise<WalletConnectProvider> {
  const core = new Core({
    projectId: 'latch-dev-project',
    relayUrl: server.relayUrl!,
    customStoragePrefix: `one-click-${count++}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  cleanups.push(async () => {
    await core.relayer.transportClose().catch(() => {})
    core.heartbeat.stop()
  })
  const networks = [anvil, anvil2].map((chain) =>
    defineNetwork({
      id: chain.chainId,
      name: `Test devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  )
  return walletConnect({ core, providerClass: UniversalProvider }).load({
    projectId: 'latch-dev-project',
    relayUrl: server.relayUrl!,
    apiUrl: server.url,
    metadata: { name: 'Test dapp', description: 'Test dapp', url: SIGN_IN.uri, icons: [] },
    networks,
    namespaces: ['eip155'],
    logger: createLogger('silent'),
    listeners: { accountsChanged() {}, chainChanged() {}, disconnected() {} },
  })
}

async function testWallet(options: { authenticate?: boolean; policy?: 'approve' | 'reject' }) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: server.relayUrl!,
    privateKey: ANVIL_KEYS[0],
    evmRpcUrls: { 31337: anvil.rpcUrl, 31338: anvil2.rpcUrl },
    ...options,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

test('one approval: the session and, per chain, the exact text the wallet signed', async () => {
  const provider = await dappProvider()
  const wallet = await testWallet({})
  const pairing = await provider.pair({ signIn: SIGN_IN })
  await wallet.pair(pairing.uri)
  const session = await pairing.approval
  expect(session.eip155?.address).toBe(wallet.address)
  expect(session.eip155?.accounts).toEqual([wallet.address])
  // One answer for both: no separate session proposal, no personal_sign request.
  expect(wallet.approvals).toBe(1)
  expect(wallet.requests).toEqual([])
  expect(wallet.authentications).toHaveLength(1)
  const signed = wallet.authentications[0]!
  expect(signed).toMatchObject({ domain: SIGN_IN.domain, decision: 'approved' })

  const signIns = (await pairing.signIns) ?? []
  expect(signIns.map((signIn) => signIn.chainId)).toEqual(SIGN_IN.chains)
  for (const [index, signIn] of signIns.entries()) {
    expect(signIn.address).toBe(wallet.address)
    // Byte for byte what the wallet signed, and the signature is the account's.
    expect(signIn.message).toBe(signed.messages[index])
    expect(
      await verifyMessage({
        address: wallet.address,
        message: signIn.message,
        signature: signIn.signature as `0x${string}`,
      }),
    ).toBe(true)
    const lines = signIn.message.split('\n')
    expect(lines.slice(0, 3)).toEqual([
      `${SIGN_IN.domain} wants you to sign in with your Ethereum account:`,
      wallet.address,
      '',
    ])
    // The statement, then the ReCap sentence granting the session's methods.
    expect(lines[3]).toMatch(/^Sign in to the Latch demo\. I further authorize the stated URI/)
    expect(lines.slice(4, 10)).toEqual([
      '',
      `URI: ${SIGN_IN.uri}`,
      'Version: 1',
      `Chain ID: ${signIn.chainId.split(':')[1]}`,
      `Nonce: ${SIGN_IN.nonce}`,
      expect.stringMatching(/^Issued At: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    ])
    expect(lines.slice(10)).toEqual(['Resources:', expect.stringMatching(/^- urn:recap:/)])
    // Latch's strict EIP-4361 parser (what the server runs) reads it back.
    expect(parseSiwxMessage(signIn.message)).toMatchObject({
      domain: SIGN_IN.domain,
      address: wallet.address,
      uri: SIGN_IN.uri,
      chainId: signIn.chainId,
      nonce: SIGN_IN.nonce,
      resources: [expect.stringMatching(/^urn:recap:/)],
    })
  }

  // The session is a working one: a request goes over it.
  const message = 'after one-click'
  const signature = await provider.request({
    chainId: 'eip155:31337',
    method: 'personal_sign',
    params: [message, wallet.address],
  })
  expect(
    await verifyMessage({
      address: wallet.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
}, 60_000)

test('a wallet without wc_sessionAuthenticate approves the fallback proposal: a session, no sign-in', async () => {
  const provider = await dappProvider()
  const wallet = await testWallet({ authenticate: false })
  const pairing = await provider.pair({ signIn: SIGN_IN })
  await wallet.pair(pairing.uri)
  const session = await pairing.approval
  expect(session.eip155?.address).toBe(wallet.address)
  expect(await pairing.signIns).toEqual([])
  expect(wallet.authentications).toEqual([])
  expect(wallet.approvals).toBe(1)
}, 60_000)

test('declined in the wallet: the approval rejects with WalletConnect code 5000', async () => {
  const provider = await dappProvider()
  const wallet = await testWallet({ policy: 'reject' })
  const pairing = await provider.pair({ signIn: SIGN_IN })
  await wallet.pair(pairing.uri)
  await expect(pairing.approval).rejects.toMatchObject({ code: 5000 })
  expect(wallet.authentications[0]?.decision).toBe('rejected')
  expect(wallet.rejections).toBe(1)
}, 60_000)
