/**
 * One JSON-RPC call over HTTP, as the frame makes them (a chain's RPC, a chain's ERC-4337
 * bundler): plain `fetch`, no client library. The node's error keeps its JSON-RPC code.
 */
import { FrameError, RPC_CODES } from './errors.ts'

/** A JSON-RPC endpoint bound to its URL: `(method, params) => result`. */
export type JsonRpc = (method: string, params?: unknown) => Promise<unknown>

/**
 * Calls `method` at `url`. `label` names the endpoint in errors ('The Latch Devnet RPC …').
 *
 * @throws {FrameError} -32603 when unreachable or not JSON-RPC; the node's own code otherwise.
 */
export async function jsonRpc(
  doFetch: typeof fetch,
  url: string,
  label: string,
  method: string,
  params: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      ...(signal && { signal }),
    })
  } catch (error) {
    throw new FrameError(`The ${label} could not be reached`, RPC_CODES.internal, {
      cause: error,
    })
  }
  const json = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined
  if (!json || typeof json !== 'object') {
    throw new FrameError(`The ${label} answered ${response.status}`, RPC_CODES.internal)
  }
  if (json.error) {
    const code = typeof json.error.code === 'number' ? json.error.code : RPC_CODES.internal
    throw new FrameError(
      typeof json.error.message === 'string' ? json.error.message : 'RPC error',
      code,
    )
  }
  return json.result ?? null
}
