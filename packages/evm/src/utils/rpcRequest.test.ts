import { createServer } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RpcResponseError, rpcRequest } from './rpcRequest.ts'

let url = ''
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const { id, method } = JSON.parse(body)
    if (request.url === '/down') {
      response.writeHead(503).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(
        method === 'eth_getBalance'
          ? { jsonrpc: '2.0', id, result: '0x10' }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } },
      ),
    )
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => server.close())

test('returns the result', async () => {
  expect(await rpcRequest(url, 'eth_getBalance', ['0x0', 'latest'], 1_000)).toBe('0x10')
})

test('a JSON-RPC error keeps its code', async () => {
  const error = await rpcRequest(url, 'nope', [], 1_000).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RpcResponseError)
  expect((error as RpcResponseError).code).toBe(-32601)
})

test('a non-OK answer throws', async () => {
  await expect(rpcRequest(`${url}/down`, 'eth_getBalance', [], 1_000)).rejects.toThrow(
    'HTTP status code: 503',
  )
})
