import { createServer, type IncomingMessage } from 'node:http'

export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: IncomingMessage['headers']
}
export type Answer = { status: number; body?: unknown }

/**
 * A real HTTP server on 127.0.0.1 (random port) answering from `route`, recording every
 * request: core's API tests talk HTTP for real without needing `@latch/server`.
 */
export async function startHttpServer(route: (request: RecordedRequest) => Answer) {
  const requests: RecordedRequest[] = []
  const server = createServer(async (incoming: IncomingMessage, response) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
    let raw = ''
    for await (const chunk of incoming) raw += chunk
    const request = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: raw ? JSON.parse(raw) : undefined,
      headers: incoming.headers,
    }
    requests.push(request)
    const answer = route(request)
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
