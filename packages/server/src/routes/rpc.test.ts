import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { latchDevnet, serverRpcUrl } from '@latch/core/networks'
import { startAnvil, type TestAnvil } from '@latch/devnet/testing'
import fc from 'fast-check'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startRpcStub } from '../../../core/src/test/startRpcStub.ts'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { RPC_MAX_BATCH } from '../rpc/proxyJsonRpc.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

const ADDRESS = '0x00000000000000000000000000000000000f00d5'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

let anvil: TestAnvil
let solana: Awaited<ReturnType<typeof startRpcStub>>
let db: Db
let app: ReturnType<typeof createServerApp>

beforeAll(async () => {
  ;[anvil, solana, db] = await Promise.all([
    startAnvil(31337),
    startRpcStub(({ method }) => ({ result: method === 'getBalance' ? { value: 5 } : null })),
    useTestDb(),
  ])
  await anvil.rpc('anvil_setBalance', [ADDRESS, '0x2a'])
  app = createServerApp({
    db,
    chains: [
      { chainId: 31337, rpcUrl: anvil.rpcUrl },
      // Nothing listens on port 1: the node of this chain is down.
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:1' },
    ],
    solanaChains: [{ chainId: SOLANA, rpcUrl: solana.url }],
  })
  // PGlite's start and anvil's take seconds on a loaded machine.
}, 60_000)
afterAll(() => Promise.all([anvil?.stop(), solana?.close()]))

async function post(chainId: string | undefined, body: unknown) {
  const response = await app.request(withProject('/v1/', chainId ? { chainId } : {}), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const call = (id: unknown, method: string, params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('POST /v1/?chainId=…&projectId=… (SPEC §7 hosted RPC)', () => {
  test('a call is forwarded to the chain node; chainId is CAIP-2 or a bare eip155 number', async () => {
    for (const chainId of ['eip155:31337', '31337']) {
      expect(await post(chainId, call(7, 'eth_getBalance', [ADDRESS, 'latest']))).toEqual({
        status: 200,
        body: { jsonrpc: '2.0', id: 7, result: '0x2a' },
      })
    }
  })

  test("a batch keeps its order and ids; a method off the list: 'Requested RPC call is not allowed'", async () => {
    const { status, body } = await post('eip155:31337', [
      call('a', 'eth_chainId'),
      call('a', 'eth_sign', [ADDRESS, '0x00']),
      call(3, 'anvil_setBalance', [ADDRESS, '0x0']),
      { jsonrpc: '2.0', method: 'eth_chainId' },
      call(4, 'eth_getBalance', [ADDRESS, 'latest']),
    ])
    expect(status).toBe(200)
    const refused = { code: 4200, message: 'Requested RPC call is not allowed' }
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0x7a69' },
      { jsonrpc: '2.0', id: 'a', error: refused },
      { jsonrpc: '2.0', id: 3, error: refused },
      { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32_600 }) },
      { jsonrpc: '2.0', id: 4, result: '0x2a' },
    ])
    expect(await anvil.rpc('eth_getBalance', [ADDRESS, 'latest'])).toBe('0x2a')
  })

  test('node errors come back as they are; a node that is down is a 502 (the kit moves on)', async () => {
    const { body } = await post('eip155:31337', call(1, 'eth_getBalance', ['0xnope', 'latest']))
    expect(body.error).toMatchObject({ code: expect.any(Number) })
    expect((await post('eip155:31338', call(1, 'eth_chainId'))).status).toBe(502)
  })

  test('Solana clusters too, with their own list', async () => {
    const { body } = await post(SOLANA, [call(1, 'getBalance', ['x']), call(2, 'requestAirdrop')])
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: { value: 5 } },
      { jsonrpc: '2.0', id: 2, error: expect.objectContaining({ code: 4200 }) },
    ])
    expect(solana.calls.map(({ method }) => method)).toEqual(['getBalance'])
  })

  test('refused: no chainId, a chain not served, no JSON, an empty or too long batch, no project', async () => {
    expect((await post(undefined, call(1, 'eth_chainId'))).status).toBe(400)
    expect((await post('eip155:1', call(1, 'eth_chainId'))).body).toMatchObject({
      error: 'unsupported_chain',
    })
    expect(await post('eip155:31337', '{')).toMatchObject({
      status: 400,
      body: { error: { code: -32_700 } },
    })
    expect((await post('eip155:31337', [])).status).toBe(400)
    const tooMany = Array.from({ length: RPC_MAX_BATCH + 1 }, (_, i) => call(i, 'eth_chainId'))
    expect((await post('eip155:31337', tooMany)).status).toBe(413)
    const anonymous = await app.request('/v1/?chainId=eip155:31337', {
      method: 'POST',
      body: JSON.stringify(call(1, 'eth_chainId')),
    })
    expect(anonymous.status).toBe(400)
  })

  test('hostile bodies: a JSON-RPC answer per call in its place, 200 / 400 / 413, never a 5xx', async () => {
    const call = fc.record(
      {
        jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue()),
        id: fc.oneof(fc.integer(), fc.string(), fc.jsonValue()),
        method: fc.oneof(fc.constantFrom('eth_chainId', 'eth_getCode', 'eth_sign'), fc.jsonValue()),
        params: fc.oneof(fc.constant([ADDRESS, 'latest']), fc.jsonValue()),
      },
      { requiredKeys: [] },
    )
    const body = fc.oneof(call, fc.array(call, { maxLength: 6 }), fc.jsonValue())
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { status, body: answer } = await post('eip155:31337', JSON.stringify(sent))
        expect([200, 400, 413]).toContain(status)
        const answers = Array.isArray(answer) ? answer : [answer]
        if (status === 200 && Array.isArray(sent)) expect(answers).toHaveLength(sent.length)
        for (const one of answers as Record<string, unknown>[]) {
          expect(one.jsonrpc).toBe('2.0')
          expect('result' in one !== 'error' in one).toBe(true)
        }
      }),
      { numRuns: 150 },
    )
  })

  test("the kit's URL shape, over HTTP: viem's batching http transport", async () => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const network = { ...latchDevnet, caipNetworkId: 'eip155:31337' as const }
      const url = serverRpcUrl(network, {
        apiUrl: `http://127.0.0.1:${port}`,
        projectId: 'latch-dev-project',
      })
      const client = createPublicClient({ transport: http(url, { batch: { batchSize: 1000 } }) })
      const [balance, chainId] = await Promise.all([
        client.getBalance({ address: ADDRESS }),
        client.getChainId(),
      ])
      expect([balance, chainId]).toEqual([42n, 31337])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
