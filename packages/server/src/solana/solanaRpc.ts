const RPC_TIMEOUT_MS = 10_000

type RpcReply = { id: number; result?: unknown; error?: { code: number; message: string } }

/** One JSON-RPC call of a batch. */
export type SolanaRpcCall = { method: string; params: unknown[] }

/**
 * Sends `calls` as ONE JSON-RPC 2.0 batch over HTTP and returns the results in call order.
 * Any error reply or transport failure rejects: a balance read is all or nothing.
 */
export async function solanaRpcBatch(
  rpcUrl: string,
  calls: readonly SolanaRpcCall[],
  fetchFn: typeof fetch = fetch,
): Promise<unknown[]> {
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Solana RPC answered HTTP ${response.status}`)
  const replies = (await response.json()) as RpcReply[]
  if (!Array.isArray(replies)) throw new Error('Solana RPC did not answer the batch as a list')
  const byId = new Map(replies.map((reply) => [reply.id, reply]))
  return calls.map((call, id) => {
    const reply = byId.get(id)
    if (!reply) throw new Error(`Solana RPC left ${call.method} unanswered`)
    if (reply.error) throw new Error(`Solana RPC ${call.method}: ${reply.error.message}`)
    return reply.result
  })
}
