/** A JSON-RPC error answer, with the node's code kept for classification. */
export class RpcResponseError extends Error {
  override name = 'RpcResponseError'
  readonly code: number
  readonly data: unknown
  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.message)
    this.code = error.code
    this.data = error.data
  }
}

let nextId = 1

/** One JSON-RPC 2.0 call over HTTP POST, aborted after `timeoutMs`. */
export async function rpcRequest(
  url: string,
  method: string,
  params: readonly unknown[],
  timeoutMs: number,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new RpcResponseError(body.error)
  return body.result
}
