import type { RelaySocket, RelayState } from '../state.ts'

export type MethodContext = {
  state: RelayState
  socket: RelaySocket
  params: unknown
  method: string
}

export type MethodOutcome = {
  /** The JSON-RPC `result`. */
  result: unknown
  /** Runs once the answer is sent (e.g. pushing messages waiting on a new subscription). */
  afterAnswer?: (() => Promise<void>) | undefined
}

/** Handles one relay method; throws `RelayRpcError` for a JSON-RPC error answer. */
export type MethodHandler = (context: MethodContext) => Promise<MethodOutcome>
