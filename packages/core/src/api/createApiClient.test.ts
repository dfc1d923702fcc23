import { afterEach, describe, expect, test, vi } from 'vitest'
import { fetchNextWalletPage } from '../actions/fetchNextWalletPage.ts'
import { HTTP_RPC_TIMEOUT_MS } from '../constants.ts'
import { HttpStatusError, HttpTimeoutError, NetworkRequestError } from '../errors/http.ts'
import { InvalidOptionError } from '../errors/options.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { startHttpServer } from '../test/startHttpServer.ts'
import { startSilentHttpServer } from '../test/startSilentHttpServer.ts'
import { createApiClient } from './createApiClient.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  vi.useRealTimers()
  await close?.()
  close = undefined
})

test('every call carries projectId, st and sv', async () => {
  const server = await startHttpServer(() => ({ status: 200, body: { ok: true } }))
  close = server.close
  const api = createApiClient({ baseUrl: `${server.url}/`, projectId: 'p1' })
  expect(await api.get('/getWallets', { page: 2, include: ['a', 'b'], search: undefined })).toEqual(
    {
      ok: true,
    },
  )
  await api.post('/v1/fungible/price', { currency: 'usd' })
  const [get, post] = server.requests
  expect(get?.path).toBe('/getWallets')
  expect(Object.fromEntries(get!.query)).toEqual({
    projectId: 'p1',
    st: 'latch-react',
    sv: '0.1.0',
    page: '2',
    include: 'a,b',
  })
  expect(post).toMatchObject({ method: 'POST', body: { currency: 'usd' } })
  expect(post?.query.get('projectId')).toBe('p1')
})

test.each([400, 403, 404, 429, 500, 503])(
  'a %i answer throws HTTP status code: N',
  async (status) => {
    const server = await startHttpServer(() => ({ status, body: { error: 'x' } }))
    close = server.close
    const error: HttpStatusError = await createApiClient({ baseUrl: server.url, projectId: 'p' })
      .get<never>('/x')
      .catch((e: HttpStatusError) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.shortMessage).toBe(`HTTP status code: ${status}`)
    expect(error.status).toBe(status)
  },
)

test("a refusal's JSON body travels with the HttpStatusError; a body that isn't JSON is left out", async () => {
  const server = await startHttpServer((request) =>
    request.path === '/json'
      ? { status: 401, body: { error: 'invalid_nonce', message: 'used' } }
      : { status: 500 },
  )
  close = server.close
  const api = createApiClient({ baseUrl: server.url, projectId: 'p' })
  const refused: HttpStatusError = await api.post<never>('/json', {}).catch((e) => e)
  expect(refused.status).toBe(401)
  expect(refused.body).toEqual({ error: 'invalid_nonce', message: 'used' })
  const empty: HttpStatusError = await api.get<never>('/empty').catch((e) => e)
  expect(empty).toBeInstanceOf(HttpStatusError)
  expect(empty.body).toBeUndefined()
})

test('a call can carry headers (a session token); POST keeps its JSON content type', async () => {
  const server = await startHttpServer(() => ({ status: 200, body: {} }))
  close = server.close
  const api = createApiClient({ baseUrl: server.url, projectId: 'p' })
  await api.get('/me', {}, { headers: { authorization: 'Bearer t1' } })
  await api.post('/out', { a: 1 }, {}, { headers: { authorization: 'Bearer t2' } })
  await api.get('/plain')
  const [me, out, plain] = server.requests
  expect(me?.headers.authorization).toBe('Bearer t1')
  expect(out?.headers.authorization).toBe('Bearer t2')
  expect(out?.headers['content-type']).toBe('application/json')
  expect(out?.body).toEqual({ a: 1 })
  expect(plain?.headers.authorization).toBeUndefined()
})

test('no answer at all is a NetworkRequestError', async () => {
  const server = await startHttpServer(() => ({ status: 200 }))
  await server.close()
  const error = await createApiClient({ baseUrl: server.url, projectId: 'p' })
    .get('/x')
    .catch((e) => e)
  expect(error).toBeInstanceOf(NetworkRequestError)
})

/** Whether `promise` has settled yet, read without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false }
  promise.then(
    () => {
      state.settled = true
    },
    () => {
      state.settled = true
    },
  )
  return state
}

describe('time-outs (SPEC §9 HTTP: 10 s)', () => {
  test('a server that accepts and never answers: the call rejects with HttpTimeoutError', async () => {
    const server = await startSilentHttpServer()
    close = server.close
    const api = createApiClient({ baseUrl: server.url, projectId: 'p', timeoutMs: 200 })
    const error = await api.get<never>('/getWallets').catch((e: HttpTimeoutError) => e)
    expect(error).toBeInstanceOf(HttpTimeoutError)
    expect(error.timeoutMs).toBe(200)
    expect(error.shortMessage).toBe('The request timed out')
    expect(server.paths).toEqual(['/getWallets'])
  })

  test('a body that stops half-way counts against the same time-out', async () => {
    const server = await startSilentHttpServer({ stall: 'body' })
    close = server.close
    const api = createApiClient({ baseUrl: server.url, projectId: 'p', timeoutMs: 200 })
    expect(await api.post('/e', { x: 1 }).catch((e) => e)).toBeInstanceOf(HttpTimeoutError)
  })

  test('the default is HTTP_RPC_TIMEOUT_MS: pending just before, rejected at 10 s', async () => {
    const server = await startSilentHttpServer()
    close = server.close
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const call = createApiClient({ baseUrl: server.url, projectId: 'p' }).get('/getWallets')
    const outcome = call.catch((e) => e)
    const state = track(call)
    await server.received(1)
    await vi.advanceTimersByTimeAsync(HTTP_RPC_TIMEOUT_MS - 1)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(HttpTimeoutError)
    expect(HTTP_RPC_TIMEOUT_MS).toBe(10_000)
  })

  test('a custom fetch that ignores the abort signal still settles', async () => {
    const never: typeof fetch = () => new Promise<Response>(() => {})
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'p',
      fetch: never,
      timeoutMs: 50,
    })
    const error = await api.get('/x').catch((e) => e)
    expect(error).toBeInstanceOf(HttpTimeoutError)
  })

  test('the fetch gets an abort signal that fires with the time-out error', async () => {
    let signal: AbortSignal | undefined
    const listening: typeof fetch = (_input, init) => {
      signal = init?.signal ?? undefined
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener('abort', () => reject(signal?.reason)),
      )
    }
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'p',
      fetch: listening,
      timeoutMs: 50,
    })
    const error = await api.get('/x').catch((e) => e)
    expect(signal?.aborted).toBe(true)
    expect(signal?.reason).toBe(error)
  })

  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])(
    'a time-out of %s ms is refused up front',
    (timeoutMs) => {
      const create = () =>
        createApiClient({ baseUrl: 'http://127.0.0.1:9', projectId: 'p', timeoutMs })
      expect(create).toThrow(InvalidOptionError)
      expect(create).toThrow('Invalid option `timeoutMs`: must be a number of milliseconds above 0')
    },
  )

  test('an answer in time clears the timer: nothing fires later', async () => {
    const server = await startHttpServer(() => ({ status: 200, body: { ok: true } }))
    close = server.close
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const api = createApiClient({ baseUrl: server.url, projectId: 'p' })
    expect(await api.get('/x')).toEqual({ ok: true })
    expect(vi.getTimerCount()).toBe(0)
  })

  test('the wallet list leaves loading for error when the directory never answers, and loads again', async () => {
    const server = await startSilentHttpServer()
    close = server.close
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const client = createTestClient({ endpoints: { directoryUrl: server.url } })
    const first = fetchNextWalletPage(client)
    await server.received(1)
    expect(client.getState().directory.all.status).toBe('loading')
    // While one load hangs, "load next page" does nothing: the time-out is what frees it.
    await fetchNextWalletPage(client)
    expect(server.paths).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(HTTP_RPC_TIMEOUT_MS)
    await first
    expect(client.getState().directory.all.status).toBe('error')
    const again = fetchNextWalletPage(client)
    await server.received(2)
    expect(client.getState().directory.all.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(HTTP_RPC_TIMEOUT_MS)
    await again
    expect(client.getState().directory.all.status).toBe('error')
    client.destroy()
  })
})
