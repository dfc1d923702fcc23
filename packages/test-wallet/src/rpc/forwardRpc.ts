import { ProviderRpcError, RPC_ERROR_CODE } from '../errors/ProviderRpcError.ts'

/** How long a forwarded request may take before it fails with -32603. */
export const RPC_TIMEOUT_MS = 10_000

let nextRequestId = 1

type JsonRpcResponse = {
  result?: unknown
  error?: { code?: unknown; message?: unknown; data?: unknown }
}

/**
 * Sends one JSON-RPC request to `rpcUrl` and returns its result. A JSON-RPC error from the node
 * is rethrown with its own code, message and data (dapps classify by code); a transport failure
 * becomes -32603.
 */
export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params?: unknown,
): Promise<unknown> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextRequestId++, method, params: params ?? [] })
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
  } catch (cause) {
    throw new ProviderRpcError(RPC_ERROR_CODE.internal, `Could not reach the RPC at ${rpcUrl}.`, {
      cause,
    })
  }
  let payload: JsonRpcResponse
  try {
    payload = (await response.json()) as JsonRpcResponse
  } catch (cause) {
    throw new ProviderRpcError(
      RPC_ERROR_CODE.internal,
      `The RPC at ${rpcUrl} answered HTTP ${response.status} without JSON-RPC.`,
      { cause },
    )
  }
  if (payload.error) {
    const { code, message, data } = payload.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : RPC_ERROR_CODE.internal,
      typeof message === 'string' ? message : 'Internal JSON-RPC error.',
      data === undefined ? {} : { data },
    )
  }
  return payload.result
}
