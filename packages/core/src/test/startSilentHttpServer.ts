import { createServer, type ServerResponse } from 'node:http'

/**
 * A real HTTP server on 127.0.0.1 (random port) that accepts every request and never finishes
 * answering: `stall: 'headers'` sends nothing at all, `stall: 'body'` sends a 200 and its headers,
 * then part of the JSON body, then nothing. For time-out tests.
 */
export async function startSilentHttpServer({
  stall = 'headers',
}: {
  stall?: 'headers' | 'body'
} = {}) {
  const paths: string[] = []
  const open = new Set<ServerResponse>()
  const waiters: (() => void)[] = []
  const server = createServer((request, response) => {
    paths.push(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    open.add(response)
    if (stall === 'body') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"data":[')
    }
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    /** The path of every request received, in order. */
    paths,
    /** Resolves once `count` requests have arrived. */
    received: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (paths.length >= count ? resolve() : waiters.push(check))
        check()
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
