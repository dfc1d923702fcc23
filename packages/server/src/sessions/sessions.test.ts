import {
  type SessionPermission,
  sessionGrantMessage,
  sessionRevokeMessage,
} from '@latch/core/sessions'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from '@latch/devnet'
import { type Address, encodeFunctionData, erc20Abi, type PrivateKeyAccount, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { SIMPLE_ACCOUNT_FACTORY_V08 } from '../auth/verifyAccountSignature.ts'
import { createChainRegistry } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { createFrameApp } from '../embedded/createFrameApp.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { captureMailer, codeFrom, frameFixture, TEST_SHARE_KEYS } from '../testing/embedded.ts'
import { useTestDb } from '../testing/testDb.ts'
import { SESSIONS_ENDED_RETENTION_MS, SESSIONS_MAX_LIVE_PER_ACCOUNT } from './readSessionIds.ts'

// Smart sessions end to end on the server: the frame origin creates and uses them (bearer
// session, owner's signature checked against the devnet's SimpleAccountFactory), the API lists
// and revokes them (SPEC §7). One PGlite shared by both apps, as `npm start` runs them.
const FRAME = 'http://localhost:8788'
const HOST = 'http://127.0.0.1:5173'
const PROJECT = 'session-shop'
const CHAIN = 'eip155:31337'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const SHARE = Buffer.from('a share of 33 bytes, for testing!').toString('base64')
const RECOVERY = Buffer.from('another share, 33 bytes, testing!').toString('base64')

let devnet: Devnet
let db: Db
let nowMs = Date.parse('2026-12-06T12:00:00.000Z')
let frame: ReturnType<typeof createFrameApp>['app']
let api: ReturnType<typeof createServerApp>
let clients = 0
let chains: ReturnType<typeof createChainRegistry>
const mailer = captureMailer()

beforeAll(async () => {
  const [started, opened] = await Promise.all([startDevnet({ ports: [0, 0] }), useTestDb()])
  devnet = started
  db = opened
  await upsertProject(db, { id: PROJECT, allowedOrigins: [HOST, 'http://other.example'] })
  chains = createChainRegistry(devnetChainConfigs(devnet, false))
  frame = createFrameApp({
    db,
    dir: await frameFixture(),
    keys: TEST_SHARE_KEYS,
    mailer,
    publicUrl: FRAME,
    chains,
    now: () => nowMs,
    trustProxy: 1,
    requestsPerMinute: 1_000_000,
  }).app
  api = createServerApp({ db, chains, auth: { now: () => nowMs }, rateLimitPerMinute: 1_000_000 })
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Body = Record<string, any>
type Answer = { status: number; body: Body }

async function toFrame(path: string, body: unknown, token?: string, app = frame): Promise<Answer> {
  const response = await app.request(path, {
    method: 'POST',
    headers: {
      'X-Latch-Project': PROJECT,
      'Content-Type': 'application/json',
      'X-Forwarded-For': `203.0.113.${(++clients % 250) + 1}`,
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Body }
}

async function toApi(path: string, body?: unknown): Promise<Answer> {
  const response = await api.request(`${path}?projectId=${PROJECT}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Body }
}

/** A signed-in embedded user whose EOA is `owner`, and its smart account on the devnet. */
async function visitor() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const email = `session${++clients}@shop.example`
  const started = await toFrame('/embedded/v1/email/start', { email })
  const verified = await toFrame('/embedded/v1/email/verify', {
    flowId: started.body.flowId,
    otp: codeFrom(mailer.last(email)),
  })
  const token = verified.body.sessionToken as string
  const wallet = { authShare: SHARE, recoveryShare: RECOVERY, evmAddress: owner.address }
  const stored = await toFrame(
    '/embedded/v1/wallet',
    { ...wallet, solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
    token,
  )
  expect([stored.status, stored.body]).toEqual([200, expect.anything()])
  const account = await chains.get(CHAIN)!.client.readContract({
    address: SIMPLE_ACCOUNT_FACTORY_V08,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  return { owner, token, account, caip10: `${CHAIN}:${account.toLowerCase()}` }
}

const pciOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
let pcis = 0
const usdc = (allowance: bigint): SessionPermission => ({
  type: 'erc20-token-transfer',
  data: { address: USDC, ticker: 'USDC' },
  policies: [{ type: 'token-allowance', data: { allowance: `0x${allowance.toString(16)}` } }],
})
const transfer = (amount: bigint, token: Address = USDC) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, amount] }),
})

/** Grants a session: the canonical request signed by `signer` (the owner unless said). */
async function grant(
  who: Awaited<ReturnType<typeof visitor>>,
  options: {
    signer?: PrivateKeyAccount
    account?: string
    permissions?: unknown[]
    origin?: string
    app?: typeof frame
  } = {},
) {
  const pci = pciOf(++pcis)
  const expiry = Math.floor(nowMs / 1000) + 3600
  const permissions = (options.permissions ?? [usdc(10n)]) as SessionPermission[]
  const account = options.account ?? who.account
  const origin = options.origin ?? HOST
  const message = sessionGrantMessage({
    account: `${CHAIN}:${account.toLowerCase()}`,
    pci,
    origin,
    expiry,
    permissions,
  })
  const signature = await (options.signer ?? who.owner).signMessage({ message })
  const answer = await toFrame(
    '/embedded/v1/sessions',
    {
      pci,
      account,
      chainId: CHAIN,
      hostOrigin: origin,
      request: { expiry, permissions },
      signature,
    },
    who.token,
    options.app,
  )
  return { pci, answer }
}

const use = (who: { token: string; account: string }, pci: string, calls: unknown[], extra = {}) =>
  toFrame(
    '/embedded/v1/sessions/use',
    { pci, account: who.account, chainId: CHAIN, hostOrigin: HOST, calls, ...extra },
    who.token,
  )

describe('smart sessions', () => {
  test('granted, used within its allowance, refused past it, listed with what it spent', async () => {
    const who = await visitor()
    const { pci, answer } = await grant(who)
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      pci,
      account: who.caip10,
      status: 'active',
      spent: ['0x0'],
    })

    expect((await use(who, pci, [transfer(4n), transfer(3n)])).body.spent).toEqual(['0x7'])
    const past = await use(who, pci, [transfer(4n)])
    expect([past.status, past.body.error.code]).toEqual([403, 'over_limit'])
    expect((await use(who, pci, [transfer(3n)])).body.spent).toEqual(['0xa'])

    const listed = await toApi(`/v1/sessions/${who.caip10}`)
    expect(listed.status).toBe(200)
    expect(listed.body.sessions).toEqual([
      expect.objectContaining({
        pci,
        account: who.caip10,
        chainId: CHAIN,
        origin: HOST,
        owner: who.owner.address.toLowerCase(),
        permissions: [usdc(10n)],
        spent: ['0xa'],
        status: 'active',
      }),
    ])
    // The bare address lists it too; another account's list does not.
    expect((await toApi(`/v1/sessions/${who.account}`)).body.sessions).toHaveLength(1)
    // As the kit sends it: percent-encoded.
    const encoded = await toApi(`/v1/sessions/${encodeURIComponent(who.caip10)}`)
    expect(encoded.body.sessions).toHaveLength(1)
    expect((await toApi(`/v1/sessions/${RECEIVER}`)).body.sessions).toEqual([])
    expect((await toApi('/v1/sessions/not-an-account')).status).toBe(400)
  })

  test('a call the session does not allow, another site or chain, another user: refused, nothing spent', async () => {
    const who = await visitor()
    const { pci } = await grant(who)
    const refused = async (answer: Promise<Answer>) => {
      const { status, body } = await answer
      return [status, body.error.code]
    }
    const otherToken = transfer(1n, '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')
    expect(await refused(use(who, pci, [otherToken]))).toEqual([403, 'call_not_permitted'])
    expect(
      await refused(use(who, pci, [transfer(1n)], { hostOrigin: 'http://other.example' })),
    ).toEqual([403, 'session_other_site'])
    expect(await refused(use(who, pci, [transfer(1n)], { chainId: 'eip155:31338' }))).toEqual([
      403,
      'session_other_chain',
    ])
    const stranger = await visitor()
    expect(await refused(use(stranger, pci, [transfer(1n)]))).toEqual([404, 'session_not_found'])
    expect(await refused(use(who, pci, [transfer(1n)], { account: RECEIVER }))).toEqual([
      403,
      'session_other_account',
    ])
    expect(await refused(use(who, pci, []))).toEqual([400, 'invalid_request'])
    const [session] = (await toApi(`/v1/sessions/${who.caip10}`)).body.sessions
    expect(session.spent).toEqual(['0x0'])
  })

  test('a grant not signed by the owner, for an account it does not own, or malformed: refused, nothing stored', async () => {
    const who = await visitor()
    const other = privateKeyToAccount(generatePrivateKey())
    const bySomeoneElse = await grant(who, { signer: other })
    expect([bySomeoneElse.answer.status, bySomeoneElse.answer.body.error.code]).toEqual([
      403,
      'signature_invalid',
    ])
    const notOwned = await grant(who, { account: RECEIVER })
    expect([notOwned.answer.status, notOwned.answer.body.error.code]).toEqual([
      403,
      'signature_invalid',
    ])
    const gas = { ...usdc(1n), policies: [{ type: 'gas-limit', data: { limit: '0x1' } }] }
    const malformed = await grant(who, { permissions: [gas] })
    expect([malformed.answer.status, malformed.answer.body.error.code]).toEqual([
      400,
      'invalid_permissions',
    ])
    const foreign = await grant(who, { origin: 'https://evil.example' })
    expect([foreign.answer.status, foreign.answer.body.error.code]).toEqual([
      403,
      'origin_not_allowed',
    ])
    // The chain cannot say who owns the account: 503, nothing stored (another frame app, same
    // database, whose chain's RPC is down).
    const down = createFrameApp({
      db,
      dir: await frameFixture(),
      keys: TEST_SHARE_KEYS,
      publicUrl: FRAME,
      chains: createChainRegistry([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }]),
      now: () => nowMs,
    }).app
    const unreachable = await grant(who, { app: down })
    expect([unreachable.answer.status, unreachable.answer.body.error.code]).toEqual([
      503,
      'chain_unavailable',
    ])
    const noToken = await toFrame('/embedded/v1/sessions', {}, undefined)
    expect(noToken.status).toBe(401)
    expect((await toApi(`/v1/sessions/${who.caip10}`)).body.sessions).toEqual([])
  })

  test('revoked with the owner’s signature (a wrong one changes nothing), then refused', async () => {
    const who = await visitor()
    const { pci } = await grant(who)
    const wrong = await privateKeyToAccount(generatePrivateKey()).signMessage({
      message: sessionRevokeMessage(who.caip10, pci),
    })
    const refused = await toApi(`/v1/sessions/${who.caip10}/revoke`, { pci, signature: wrong })
    expect([refused.status, refused.body.error]).toEqual([401, 'invalid_signature'])
    expect((await use(who, pci, [transfer(1n)])).status).toBe(200)

    const otherAccount = await toApi(`/v1/sessions/${RECEIVER}/revoke`, { pci, signature: wrong })
    expect(otherAccount.status).toBe(404)
    expect(
      (await toApi(`/v1/sessions/${who.caip10}/revoke`, { pci: 'x', signature: '0x' })).status,
    ).toBe(400)

    const signature = await who.owner.signMessage({
      message: sessionRevokeMessage(who.caip10, pci),
    })
    const revoked = await toApi(`/v1/sessions/${who.caip10}/revoke`, { pci, signature })
    expect(revoked.status).toBe(200)
    expect(revoked.body).toMatchObject({ pci, status: 'revoked', spent: ['0x1'] })
    const after = await use(who, pci, [transfer(1n)])
    expect([after.status, after.body.error.code]).toEqual([403, 'session_revoked'])
  })

  test('the frame revokes its own session; an expired session is refused', async () => {
    const who = await visitor()
    const first = await grant(who)
    const revoked = await toFrame('/embedded/v1/sessions/revoke', { pci: first.pci }, who.token)
    expect(revoked.body.status).toBe('revoked')
    const stranger = await visitor()
    const second = await grant(who)
    expect(
      (await toFrame('/embedded/v1/sessions/revoke', { pci: second.pci }, stranger.token)).status,
    ).toBe(404)
    nowMs += 3601_000
    const expired = await use(who, second.pci, [transfer(1n)])
    expect([expired.status, expired.body.error.code]).toEqual([403, 'session_expired'])
    const statuses = (await toApi(`/v1/sessions/${who.caip10}`)).body.sessions.map(
      (s: { status: string }) => s.status,
    )
    // Granted in the same millisecond: the order between them is the pci's.
    expect(statuses.sort()).toEqual(['expired', 'revoked'])
    // 30 days after they ended, the next grant's purge (anyone's) deletes them; live ones stay.
    nowMs += SESSIONS_ENDED_RETENTION_MS + 60_000
    const later = await visitor()
    const live = await grant(later)
    expect(live.answer.status).toBe(201)
    expect((await toApi(`/v1/sessions/${who.caip10}`)).body.sessions).toEqual([])
    const kept = (await toApi(`/v1/sessions/${later.caip10}`)).body.sessions
    expect(kept.map((s: { pci: string }) => s.pci)).toEqual([live.pci])
  })

  test(`at most ${SESSIONS_MAX_LIVE_PER_ACCOUNT} live sessions per account`, async () => {
    const who = await visitor()
    for (let i = 0; i < SESSIONS_MAX_LIVE_PER_ACCOUNT; i++) {
      expect((await grant(who)).answer.status).toBe(201)
    }
    const over = await grant(who)
    expect([over.answer.status, over.answer.body.error.code]).toEqual([409, 'too_many_sessions'])
  })
})
