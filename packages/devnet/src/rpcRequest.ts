/** A JSON-RPC error answer, with the node's own code. */
export class RpcResponseError extends Error {
  override name = 'RpcResponseError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * Sends one JSON-RPC request over HTTP and returns its `result`. Enough for the handful of
 * anvil calls the devnet makes without a viem client (readiness probe, snapshots).
 */
export async function rpcRequest<T>(
  rpcUrl: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`${method} failed: HTTP ${response.status} from ${rpcUrl}`)
  const body = (await response.json()) as {
    result?: T
    error?: { code: number; message: string }
  }
  if (body.error) throw new RpcResponseError(body.error.code, body.error.message)
  return body.result as T
}
