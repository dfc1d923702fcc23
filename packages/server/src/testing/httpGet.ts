import { type IncomingHttpHeaders, request } from 'node:http'

export type HttpGetOptions = {
  /** Local address to connect from (any of 127.0.0.0/8 on loopback): another client's IP. */
  from?: string | undefined
  headers?: Record<string, string> | undefined
}

/**
 * A GET over a fresh TCP connection with raw headers, for tests that need what `fetch` cannot
 * send: a chosen source address, or a `Host` header of their own.
 */
export function httpGet(
  url: string,
  { from, headers }: HttpGetOptions = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress: from, headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
