import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { servedChain } from '../chain/servedChain.ts'
import { proxyJsonRpc } from '../rpc/proxyJsonRpc.ts'
import { EVM_RPC_METHODS, SOLANA_RPC_METHODS } from '../rpc/rpcMethods.ts'
import { parseCaip2 } from '../validation/params.ts'

/**
 * `POST /v1/?chainId=…&projectId=…`: the hosted chain RPC (SPEC §7), JSON-RPC 2.0 calls and
 * batches forwarded to the chain's configured node, for the chains of `/v1/supported-chains`
 * (EVM and Solana). `chainId` is a CAIP-2 id, or a bare number for an eip155 chain. The project
 * check, the rate limit and the body limit are the other routes'; the methods are limited to
 * reads and sending a signed transaction (see rpcMethods.ts), the batch to 100 calls.
 */
export function rpcRoutes({ chains, solanaChains }: AppDeps) {
  const app = new Hono<AppEnv>()
  const handle = async (c: Context<AppEnv>) => {
    const given = c.req.query('chainId') ?? ''
    const caip2 = parseCaip2(/^[1-9]\d{0,15}$/.test(given) ? `eip155:${given}` : given)
    const { upstreamUrl, allowed } =
      caip2.namespace === 'solana'
        ? { upstreamUrl: servedChain(solanaChains, caip2.id).rpcUrl, allowed: SOLANA_RPC_METHODS }
        : { upstreamUrl: servedChain(chains, caip2.id).config.rpcUrl, allowed: EVM_RPC_METHODS }
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      const parseError = { code: -32700, message: 'The body is not JSON' }
      return c.json({ jsonrpc: '2.0', id: null, error: parseError }, 400)
    }
    const { status, body: answer } = await proxyJsonRpc({ body, upstreamUrl, allowed })
    return c.json(answer, status)
  }
  app.post('/v1/', handle)
  app.post('/v1', handle)
  return app
}
