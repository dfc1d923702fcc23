import type { Client } from '../client/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { SiwxRequest, SiwxSession, SiwxState } from './types.ts'

const EMPTY: SiwxState = { required: false, sessions: {}, request: undefined }

/** Writes part of `state.siwx` (core only: the views read it). */
export function patchSiwxState(client: Client, patch: Partial<SiwxState>): void {
  client.store.setState((state) => ({ siwx: { ...(state.siwx ?? EMPTY), ...patch } }))
}

/** Sets or clears one namespace's session in `state.siwx.sessions`. */
export function setSiwxSession(
  client: Client,
  namespace: ChainNamespace,
  session: SiwxSession | undefined,
): void {
  const sessions = { ...client.store.getState().siwx?.sessions }
  if (session) sessions[namespace] = session
  else delete sessions[namespace]
  patchSiwxState(client, { sessions })
}

/** Moves the open request to `step`, if it is still `request`'s. */
export function setSiwxStep(client: Client, request: SiwxRequest, step: SiwxRequest['step']): void {
  const current = client.store.getState().siwx?.request
  if (current && isSameRequest(current, request))
    patchSiwxState(client, { request: { ...current, step } })
}

/** Whether two requests ask for the same account on the same network. */
export function isSameRequest(a: SiwxRequest, b: SiwxRequest): boolean {
  return a.namespace === b.namespace && a.chainId === b.chainId && a.address === b.address
}
