import type { RpcContext, RpcMethod } from './context.ts'
import { stringifyJson } from './json.ts'
import { accountMethods } from './methods/accountMethods.ts'
import { clusterMethods } from './methods/clusterMethods.ts'
import { historyMethods } from './methods/historyMethods.ts'
import { tokenMethods } from './methods/tokenMethods.ts'
import { transactionMethods } from './methods/transactionMethods.ts'
import { paramList } from './params.ts'
import { RPC_ERROR, RpcError } from './RpcError.ts'

/** Every HTTP JSON-RPC method the devnet answers, by name. */
export const RPC_METHODS: Readonly<Record<string, RpcMethod>> = {
  ...accountMethods,
  ...tokenMethods,
  ...transactionMethods,
  ...historyMethods,
  ...clusterMethods,
}

type JsonRpcError = { code: number; message: string; data?: unknown }
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; result: unknown; id: unknown }
  | { jsonrpc: '2.0'; error: JsonRpcError; id: unknown }

/** An error response. */
export function errorResponse(id: unknown, error: JsonRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', error, id }
}

type Dispatch = (method: string, params: unknown) => unknown

/**
 * Answers one JSON-RPC request object: null for a notification (no `id`), which gets no
 * response. `onInternalError` sees unexpected exceptions (answered -32603).
 */
export function answerRequest(
  request: unknown,
  dispatch: Dispatch,
  onInternalError: (error: unknown) => void,
): JsonRpcResponse | null {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, { code: RPC_ERROR.invalidRequest, message: 'Invalid request' })
  }
  const { jsonrpc, method, params } = request as Record<string, unknown>
  const isNotification = !('id' in request)
  const id = (request as { id?: unknown }).id ?? null
  if (jsonrpc !== '2.0' || typeof method !== 'string') {
    return errorResponse(id, { code: RPC_ERROR.invalidRequest, message: 'Invalid request' })
  }
  try {
    const result = dispatch(method, params)
    return isNotification ? null : { jsonrpc: '2.0', result, id }
  } catch (error) {
    if (isNotification) return null
    if (error instanceof RpcError) {
      const { code, message, data } = error
      return errorResponse(id, data === undefined ? { code, message } : { code, message, data })
    }
    onInternalError(error)
    return errorResponse(id, { code: RPC_ERROR.internalError, message: 'Internal error' })
  }
}

/** Answers a raw body: one request or a batch. Returns null when nothing is owed (notifications). */
export function answerBody(
  body: string,
  dispatch: Dispatch,
  onInternalError: (error: unknown) => void,
): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return stringifyJson(
      errorResponse(null, { code: RPC_ERROR.parseError, message: 'Parse error' }),
    )
  }
  if (!Array.isArray(parsed)) {
    const response = answerRequest(parsed, dispatch, onInternalError)
    return response && stringifyJson(response)
  }
  if (parsed.length === 0) {
    return stringifyJson(
      errorResponse(null, { code: RPC_ERROR.invalidRequest, message: 'Invalid request' }),
    )
  }
  const responses = parsed
    .map((request) => answerRequest(request, dispatch, onInternalError))
    .filter((response) => response !== null)
  return responses.length ? stringifyJson(responses) : null
}

/** The dispatcher over {@link RPC_METHODS}. */
export function rpcDispatcher(context: RpcContext): Dispatch {
  return (method, params) => {
    const handler = Object.hasOwn(RPC_METHODS, method) ? RPC_METHODS[method] : undefined
    if (!handler) throw new RpcError(RPC_ERROR.methodNotFound, 'Method not found')
    return handler(paramList(params), context)
  }
}
