import { afterEach, expect, test } from 'vitest'
import { HttpStatusError, NetworkRequestError } from '../errors/http.ts'
import { startHttpServer } from '../test/startHttpServer.ts'
import { createApiClient } from './createApiClient.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
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

test('no answer at all is a NetworkRequestError', async () => {
  const server = await startHttpServer(() => ({ status: 200 }))
  await server.close()
  const error = await createApiClient({ baseUrl: server.url, projectId: 'p' })
    .get('/x')
    .catch((e) => e)
  expect(error).toBeInstanceOf(NetworkRequestError)
})
