import { WALLET_ERROR_CODES } from '@latch/core/adapter'
import { HttpError } from '../validation/HttpError.ts'

/** Calls one hosted-RPC request may carry (one JSON-RPC batch). */
export const RPC_MAX_BATCH = 100
/** The node has this long to answer a forwarded request (SPEC §9 HTTP RPC). */
export const RPC_UPSTREAM_TIMEOUT_MS = 10_000
/** SPEC §8 provider message, with the code the kit's embedded wallet uses for it (4200). */
export const RPC_NOT_ALLOWED = {
  code: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
  message: 'Requested RPC call is not allowed',
} as const

type RpcId = string | number | null
type RpcError = { code: number; message: string; data?: unknown }
/** One JSON-RPC 2.0 answer. */
export type RpcAnswer = { jsonrpc: '2.0'; id: RpcId; result?: unknown; error?: RpcError }
type RpcCall = { id: string | number; method: string; params?: unknown }

/** What {@link proxyJsonRpc} answers: the HTTP status and the JSON-RPC body. */
export type ProxyAnswer = { status: 200 | 400 | 413; body: RpcAnswer | RpcAnswer[] }

const answer = (id: RpcId, reply: { result: unknown } | { error: RpcError }): RpcAnswer => ({
  jsonrpc: '2.0',
  id,
  ...reply,
})
const invalid = (id: RpcId, message: string) => answer(id, { error: { code: -32600, message } })

/**
 * Forwards a JSON-RPC 2.0 request or batch to `upstreamUrl`, calls of `allowed` methods only:
 * the others are answered here with {@link RPC_NOT_ALLOWED}, malformed calls (no `id`: no
 * notifications) with -32600. The allowed calls go up as one request (a batch keeps its order,
 * ids are renumbered on the way and given back). A node that does not answer, answers a non-OK
 * status or no JSON-RPC is a 502, so the kit's transport moves on to its next URL; the node's own
 * JSON-RPC errors come back as they are.
 */
export async function proxyJsonRpc({
  body,
  upstreamUrl,
  allowed,
  fetchFn = fetch,
}: {
  body: unknown
  upstreamUrl: string
  allowed: ReadonlySet<string>
  fetchFn?: typeof fetch
}): Promise<ProxyAnswer> {
  const batch = Array.isArray(body)
  if (batch && body.length === 0) return { status: 400, body: invalid(null, 'Empty batch') }
  if (batch && body.length > RPC_MAX_BATCH) {
    return { status: 413, body: invalid(null, `At most ${RPC_MAX_BATCH} calls per batch`) }
  }
  const entries: unknown[] = batch ? body : [body]
  const answers: (RpcAnswer | undefined)[] = []
  const forwarded: { index: number; call: RpcCall }[] = []
  entries.forEach((entry, index) => {
    const call = parseCall(entry)
    if ('error' in call) answers[index] = invalid(call.id, call.error)
    else if (!allowed.has(call.method)) answers[index] = answer(call.id, { error: RPC_NOT_ALLOWED })
    else forwarded.push({ index, call })
  })
  if (forwarded.length) {
    const calls = forwarded.map(({ call }, id) => ({
      jsonrpc: '2.0',
      id,
      method: call.method,
      ...(call.params === undefined ? {} : { params: call.params }),
    }))
    const replies = await forward(upstreamUrl, batch ? calls : calls[0], fetchFn)
    const byId = new Map(replies.map((reply) => [reply.id, reply]))
    forwarded.forEach(({ index, call }, id) => {
      const reply = byId.get(id)
      answers[index] = reply?.error
        ? answer(call.id, { error: reply.error })
        : reply && 'result' in reply
          ? answer(call.id, { result: reply.result })
          : answer(call.id, {
              error: { code: -32603, message: 'The node left this call unanswered' },
            })
    })
  }
  const all = answers as RpcAnswer[]
  return { status: 200, body: batch ? all : all[0]! }
}

function parseCall(entry: unknown): RpcCall | { id: RpcId; error: string } {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return { id: null, error: 'A call must be a JSON-RPC 2.0 object' }
  }
  const { jsonrpc, id, method, params } = entry as Record<string, unknown>
  const validId =
    (typeof id === 'string' && id.length <= 100) || (typeof id === 'number' && Number.isFinite(id))
  if (!validId) return { id: null, error: 'A call needs an id (a string or a number)' }
  const callId = id as string | number
  if (jsonrpc !== '2.0') return { id: callId, error: "jsonrpc must be '2.0'" }
  if (typeof method !== 'string' || method.length === 0 || method.length > 100) {
    return { id: callId, error: 'method must be a name' }
  }
  if (params !== undefined && (typeof params !== 'object' || params === null)) {
    return { id: callId, error: 'params must be an array or an object' }
  }
  return { id: callId, method, params }
}

async function forward(
  url: string,
  payload: unknown,
  fetchFn: typeof fetch,
): Promise<{ id?: unknown; result?: unknown; error?: RpcError }[]> {
  const failed = (reason: string) =>
    new HttpError(502, 'upstream_error', `The chain's node did not answer: ${reason}`)
  let reply: unknown
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(RPC_UPSTREAM_TIMEOUT_MS),
    })
    if (!response.ok) throw failed(`HTTP ${response.status}`)
    reply = await response.json()
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw failed(error instanceof Error ? error.name : 'error')
  }
  const list = Array.isArray(reply) ? reply : [reply]
  if (!list.every((item) => typeof item === 'object' && item !== null)) {
    throw failed('no JSON-RPC answer')
  }
  return list.map((item: { id?: unknown; result?: unknown; error?: unknown }) => ({
    id: item.id,
    ...('result' in item ? { result: item.result } : {}),
    ...(isRpcError(item.error) ? { error: pickError(item.error) } : {}),
  }))
}

function isRpcError(value: unknown): value is RpcError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RpcError).code === 'number' &&
    typeof (value as RpcError).message === 'string'
  )
}

function pickError({ code, message, data }: RpcError): RpcError {
  return { code, message, ...(data === undefined ? {} : { data }) }
}
