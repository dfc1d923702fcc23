import { afterEach } from 'vitest'
import { startHttpServer } from './startHttpServer.ts'

/** One call as the stub saw it. */
export type RpcStubCall = { method: string; params: unknown }
/** How the stub answers a call: a result, a JSON-RPC error, or a non-OK HTTP status. */
export type RpcStubReply =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }
  | { status: number }

/**
 * A JSON-RPC 2.0 node stand-in on 127.0.0.1 (random port) for transport tests: answers single
 * calls and batches from `reply`, and keeps every call in `calls` and every HTTP body's size
 * (1 for a single call) in `bodies`. A call answered `{ status }` makes its whole request that
 * HTTP status.
 */
export async function startRpcStub(reply: (call: RpcStubCall) => RpcStubReply) {
  const calls: RpcStubCall[] = []
  const bodies: number[] = []
  const server = await startHttpServer(({ body }) => {
    const list = (Array.isArray(body) ? body : [body]) as {
      id: number
      method: string
      params: unknown
    }[]
    bodies.push(list.length)
    const answers = list.map(({ id, method, params }) => {
      calls.push({ method, params })
      return { id, reply: reply({ method, params }) }
    })
    const failed = answers.find(({ reply }) => 'status' in reply)?.reply as { status: number }
    if (failed) return { status: failed.status }
    const json = answers.map(({ id, reply }) => ({ jsonrpc: '2.0', id, ...reply }))
    return { status: 200, body: Array.isArray(body) ? json : json[0] }
  })
  return {
    url: server.url,
    calls,
    bodies,
    /** Calls other than viem's ranking pings (`net_listening`). */
    reads: () => calls.filter(({ method }) => method !== 'net_listening'),
    close: server.close,
  }
}

/**
 * `startRpcStub` for one test file: every stub started through the returned function is closed
 * after its test. A stub given a plain reply answers every call with it.
 */
export function useRpcStubs() {
  const started: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(started.splice(0).map((stub) => stub.close()))
  })
  return async (reply: RpcStubReply | ((call: RpcStubCall) => RpcStubReply)) => {
    const stub = await startRpcStub(typeof reply === 'function' ? reply : () => reply)
    started.push(stub)
    return stub
  }
}

/** A URL nothing listens on: a stub's, closed again. */
export async function deadRpcUrl(): Promise<string> {
  const stub = await startRpcStub(() => ({ result: null }))
  await stub.close()
  return stub.url
}
