import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { RpcContext } from './context.ts'
import { answerBody, rpcDispatcher } from './handleJsonRpc.ts'

// Far above any real request (a transaction is ≤ 1232 bytes); guards memory only.
const MAX_BODY_BYTES = 10 * 1024 * 1024

/** CORS open to any origin: the demo and wallets call from other ports (SPEC: local stack). */
function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'content-type, solana-client',
  )
  res.setHeader('Access-Control-Max-Age', '86400')
  // Chrome's Private Network Access preflight asks for this from non-local pages.
  if (req.headers['access-control-request-private-network']) {
    res.setHeader('Access-Control-Allow-Private-Network', 'true')
  }
}

/** The JSON-RPC HTTP server (not listening yet). `GET /health` answers "ok" like a validator. */
export function createRpcServer(context: RpcContext, log: (message: string) => void): Server {
  const dispatch = rpcDispatcher(context)
  const onInternalError = (error: unknown) => log(`solana rpc internal error: ${String(error)}`)
  return createServer((req, res) => {
    setCors(req, res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST, GET, OPTIONS' }).end()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end()
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (res.writableEnded) return
      const body = answerBody(Buffer.concat(chunks).toString('utf8'), dispatch, onInternalError)
      res.writeHead(200, { 'content-type': 'application/json' }).end(body ?? '')
    })
  })
}
