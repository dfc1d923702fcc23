import { HTTP_RPC_TIMEOUT_MS } from '../constants.ts'
import { HttpStatusError, HttpTimeoutError, NetworkRequestError } from '../errors/http.ts'
import { RpcResponseError, RpcUrlRequiredError } from '../errors/rpc.ts'

/** What {@link requestRpc} takes. */
export type RequestRpcParameters = {
  /** The network's HTTP RPC URLs, tried in this order. */
  urls: readonly string[]
  method: string
  params?: readonly unknown[] | undefined
  /** Each URL gives up after this long. @defaultValue 10_000 (SPEC §9 HTTP RPC) */
  timeoutMs?: number | undefined
  /** @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch | undefined
}

let nextId = 1

/**
 * One JSON-RPC 2.0 call over HTTP POST (SPEC §7 Chain RPC), for core's own reads (receipts,
 * balances of a namespace without its adapter): no RPC library is loaded for them. The next URL
 * is tried only when one gave no JSON-RPC answer (unreachable, timed out, a non-OK status, a body
 * that is no answer); a JSON-RPC error answer (a user rejection, a revert …) is thrown at once as
 * {@link RpcResponseError}, as another node would say the same (SPEC §8 handling rules).
 *
 * @throws {RpcUrlRequiredError} when `urls` is empty.
 * @example
 * const hex = await requestRpc({ urls: network.rpcUrls.default.http, method: 'eth_blockNumber' })
 */
export async function requestRpc({
  urls,
  method,
  params = [],
  timeoutMs = HTTP_RPC_TIMEOUT_MS,
  fetch: fetchFn = globalThis.fetch,
}: RequestRpcParameters): Promise<unknown> {
  if (!urls.length) throw new RpcUrlRequiredError({ details: `no HTTP RPC URL for ${method}` })
  let failure: unknown
  for (const url of urls) {
    let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) {
        failure = new HttpStatusError(response.status, { details: `${method} at ${url}` })
        continue
      }
      body = await response.json()
    } catch (cause) {
      failure =
        cause instanceof DOMException && cause.name === 'TimeoutError'
          ? new HttpTimeoutError(timeoutMs, { cause })
          : new NetworkRequestError({ cause, details: `${method} at ${url}` })
      continue
    }
    if (body?.error && typeof body.error.code === 'number') throw new RpcResponseError(body.error)
    if (body && 'result' in body) return body.result
    failure = new NetworkRequestError({ details: `${url} gave no JSON-RPC answer to ${method}` })
  }
  throw failure
}
