// The JSON-RPC wire itself: envelopes, error codes, batches, CORS, encodings, PubSub frames.
import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { DevnetPortInUseError } from '../errors.ts'
import { toBase58, toBase64 } from './chain/base58.ts'
import { decodeTransaction } from './chain/decodeTransaction.ts'
import { devnetSigner, signTransaction } from './chain/signTransaction.ts'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.ts'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
})
afterAll(() => devnet.stop())

async function post(body: unknown, raw = false) {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  })
  const text = await response.text()
  return text ? JSON.parse(text) : null
}

const call = (method: string, params?: unknown, id: unknown = 1) =>
  post({ jsonrpc: '2.0', id, method, params })

function transferTx(lamports: bigint, blockhash?: string) {
  const alice = devnetSigner(devnet.accounts[2]!)
  const instruction = getTransferSolInstruction({
    source: createNoopSigner(address(alice.address)),
    destination: address(devnet.accounts[3]!.address),
    amount: lamports,
  })
  const lifetime = { blockhash: blockhash ?? '', lastValidBlockHeight: 0n }
  return { alice, instruction, lifetime }
}

async function signedTransfer(lamports: bigint) {
  const { value } = (await call('getLatestBlockhash')).result
  const { alice, instruction } = transferTx(lamports)
  return signTransaction([instruction], alice, [], { ...value, lastValidBlockHeight: 0n })
}

describe('JSON-RPC envelope', () => {
  test('answers with context.slot and apiVersion and echoes a string id', async () => {
    const response = await call('getBalance', [devnet.accounts[0]!.address], 'abc')
    expect(response.id).toBe('abc')
    expect(response.result.value).toBe(100_000_000_000)
    expect(response.result.context).toEqual({
      apiVersion: expect.any(String),
      slot: expect.any(Number),
    })
  })

  test('an unknown method is -32601', async () => {
    expect(await call('getEverything', [], 7)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: 7,
    })
  })

  test.each([
    ['getBalance', ['not-base58!']],
    ['getBalance', []],
    ['getBalance', 'not-an-array'],
    ['getAccountInfo', [123]],
    ['getAccountInfo', ['11111111111111111111111111111111', { encoding: 'hex' }]],
    ['getSignatureStatuses', ['notarray']],
    ['getTransaction', ['tooShort']],
    ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
    ['requestAirdrop', ['11111111111111111111111111111111', -1]],
    ['getTokenAccountsByOwner', ['11111111111111111111111111111111', {}]],
    ['getTokenAccountBalance', ['11111111111111111111111111111111']],
    ['getSignaturesForAddress', ['11111111111111111111111111111111', { limit: 5000 }]],
  ])('%s with bad params %j is -32602', async (method, params) => {
    const response = await call(method, params)
    expect(response.error.code).toBe(-32602)
    expect(response.error.message).toMatch(/^Invalid params?: /)
  })

  test('malformed JSON is -32700 with a null id', async () => {
    expect(await post('{"jsonrpc":', true)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    })
  })

  test('a request without jsonrpc 2.0 is -32600', async () => {
    expect((await post({ id: 1, method: 'getSlot' })).error.code).toBe(-32600)
  })

  test('a batch answers every request in order, errors included', async () => {
    const responses = await post([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 'two', method: 'nope' },
      { jsonrpc: '2.0', id: 3, method: 'getGenesisHash' },
    ])
    expect(responses.map((r: { id: unknown }) => r.id)).toEqual([1, 'two', 3])
    expect(responses[0].result).toBe('ok')
    expect(responses[1].error.code).toBe(-32601)
    expect(typeof responses[2].result).toBe('string')
  })

  test('an empty batch is -32600; a notification gets no answer', async () => {
    expect((await post([])).error.code).toBe(-32600)
    expect(await post({ jsonrpc: '2.0', method: 'getSlot' })).toBeNull()
  })

  test('CORS preflight from the demo origin is allowed', async () => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
    const health = await fetch(`${devnet.rpcUrl}/health`)
    expect(await health.text()).toBe('ok')
  })
})

describe('transactions on the wire', () => {
  test('base58 (the default encoding) is accepted', async () => {
    const wire = await signedTransfer(1_000n)
    const response = await call('sendTransaction', [toBase58(wire)])
    expect(response.result).toBe(toBase58(decodeTransaction(wire).signatures[0]!))
  })

  test('a bad signature is -32003 with preflight and silently dropped without', async () => {
    const wire = await signedTransfer(1_000n)
    wire[1] = (wire[1]! + 1) % 256 // corrupt the first signature
    const preflight = await call('sendTransaction', [toBase64(wire), { encoding: 'base64' }])
    expect(preflight.error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
    const skipped = await call('sendTransaction', [
      toBase64(wire),
      { encoding: 'base64', skipPreflight: true },
    ])
    const statuses = await call('getSignatureStatuses', [
      [skipped.result],
      { searchTransactionHistory: true },
    ])
    expect(statuses.result.value).toEqual([null])
  })

  test('resending a landed transaction fails preflight with AlreadyProcessed', async () => {
    const encoded = toBase64(await signedTransfer(2_000n))
    await call('sendTransaction', [encoded, { encoding: 'base64' }])
    const again = await call('sendTransaction', [encoded, { encoding: 'base64' }])
    expect(again.error.code).toBe(-32002)
    expect(again.error.data.err).toBe('AlreadyProcessed')
  })

  test('simulate checks the blockhash unless replaceRecentBlockhash', async () => {
    const { alice, instruction, lifetime } = transferTx(5n, toBase58(new Uint8Array(32).fill(9)))
    const encoded = toBase64(signTransaction([instruction], alice, [], lifetime))
    const strict = await call('simulateTransaction', [encoded, { encoding: 'base64' }])
    expect(strict.result.value.err).toBe('BlockhashNotFound')
    const replaced = await call('simulateTransaction', [
      encoded,
      { encoding: 'base64', replaceRecentBlockhash: true },
    ])
    expect(replaced.result.value.err).toBeNull()
    expect(replaced.result.value.replacementBlockhash.blockhash).toEqual(expect.any(String))
    const both = await call('simulateTransaction', [
      encoded,
      { encoding: 'base64', replaceRecentBlockhash: true, sigVerify: true },
    ])
    expect(both.error.code).toBe(-32602)
  })

  test('getSignaturesForAddress pages with before and limit', async () => {
    const owner = devnet.accounts[0]!.address
    const airdrops = []
    for (const lamports of [1, 2, 3]) {
      airdrops.push((await call('requestAirdrop', [owner, lamports])).result)
    }
    const newest = (await call('getSignaturesForAddress', [owner, { limit: 2 }])).result
    expect(newest.map((s: { signature: string }) => s.signature)).toEqual([
      airdrops[2],
      airdrops[1],
    ])
    const older = (
      await call('getSignaturesForAddress', [owner, { before: airdrops[1], limit: 1 }])
    ).result
    expect(older[0].signature).toBe(airdrops[0])
  })
})

describe('account encodings', () => {
  test.each([
    ['base64', (data: unknown) => expect(data).toEqual(['', 'base64'])],
    ['base58', (data: unknown) => expect(data).toEqual(['', 'base58'])],
    ['jsonParsed', (data: unknown) => expect(data).toEqual(['', 'base64'])],
  ])('a system account in %s', async (encoding, check) => {
    const { result } = await call('getAccountInfo', [devnet.accounts[0]!.address, { encoding }])
    check(result.value.data)
    expect(result.value.owner).toBe('11111111111111111111111111111111')
  })

  test('a missing account is null; dataSlice cuts the data', async () => {
    const missing = await call('getAccountInfo', [toBase58(new Uint8Array(32).fill(3))])
    expect(missing.result.value).toBeNull()
    const mint = devnet.mints[0]!.address
    const sliced = await call('getAccountInfo', [
      mint,
      { encoding: 'base64', dataSlice: { offset: 44, length: 1 } },
    ])
    expect(Buffer.from(sliced.result.value.data[0], 'base64')).toEqual(Buffer.from([6]))
  })
})

describe('PubSub frames', () => {
  type Frame = { result?: unknown; error?: { code: number; message: string } }

  async function socket() {
    const ws = new WebSocket(devnet.wsUrl)
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
    const messages: unknown[] = []
    const waiters: (() => void)[] = []
    ws.on('message', (data) => {
      messages.push(JSON.parse(data.toString()))
      for (const wake of waiters.splice(0)) wake()
    })
    const next = async (): Promise<Frame> => {
      while (messages.length === 0) await new Promise<void>((resolve) => waiters.push(resolve))
      return messages.shift() as Frame
    }
    const send = (body: unknown) => ws.send(JSON.stringify(body))
    return { ws, next, send }
  }

  test('errors, received and processed signature notifications, then unsubscribe', async () => {
    const { ws, next, send } = await socket()
    send({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] })
    expect((await next()).error).toEqual({ code: -32601, message: 'Method not found' })
    send({ jsonrpc: '2.0', id: 2, method: 'slotUnsubscribe', params: [999] })
    expect((await next()).error).toEqual({ code: -32602, message: 'Invalid subscription id.' })

    const wire = await signedTransfer(3_000n)
    const signature = toBase58(decodeTransaction(wire).signatures[0]!)
    send({
      jsonrpc: '2.0',
      id: 3,
      method: 'signatureSubscribe',
      params: [signature, { commitment: 'confirmed', enableReceivedNotification: true }],
    })
    const { result: id } = await next()
    await call('sendTransaction', [toBase64(wire), { encoding: 'base64' }])
    const received = await next()
    expect(received).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: id, result: { value: 'receivedSignature' } },
    })
    const processed = await next()
    expect(processed).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: id, result: { value: { err: null } } },
    })
    // The subscription ended with its notification.
    send({ jsonrpc: '2.0', id: 4, method: 'signatureUnsubscribe', params: [id] })
    expect((await next()).error?.code).toBe(-32602)
    ws.close()
  })
})

test('stop() closes both ports', async () => {
  const own = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
  const ws = new WebSocket(own.wsUrl)
  await new Promise((resolve) => ws.once('open', resolve))
  await own.stop()
  await expect(fetch(own.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  const reconnect = new WebSocket(own.wsUrl)
  const outcome = await new Promise((resolve) => {
    reconnect.once('open', () => resolve('open'))
    reconnect.once('error', (error) => resolve((error as NodeJS.ErrnoException).code))
  })
  expect(outcome).toBe('ECONNREFUSED')
})

test('a taken RPC or PubSub port is a DevnetPortInUseError naming that port', async () => {
  const rpcPort = Number(new URL(devnet.rpcUrl).port)
  const wsPort = Number(new URL(devnet.wsUrl).port)
  const rpcError = await startSolanaDevnet({ rpcPort, wsPort: 0, quiet: true }).catch((e) => e)
  expect(rpcError).toBeInstanceOf(DevnetPortInUseError)
  expect((rpcError as DevnetPortInUseError).port).toBe(rpcPort)
  const error = await startSolanaDevnet({ rpcPort: 0, wsPort, quiet: true }).catch((e) => e)
  expect(error).toBeInstanceOf(DevnetPortInUseError)
  expect((error as DevnetPortInUseError).port).toBe(wsPort)
})
