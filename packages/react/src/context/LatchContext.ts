import type { LatchClient, LatchState } from '@latch/core'
import { createContext, useContext } from 'react'
import { MissingProviderError } from '../errors/MissingProviderError.ts'

/** Holds the Latch client for every hook and component below `<LatchProvider>`. */
export const LatchContext = createContext<LatchClient | null>(null)

/**
 * The state a server-rendered page started from (`<LatchProvider initialState>`): hooks render
 * from it on the server and in the browser's hydrating render, so both produce the same HTML.
 */
export const LatchServerStateContext = createContext<LatchState | undefined>(undefined)

/** The client of the nearest `<LatchProvider>`; throws when there is none. */
export function useLatchClient(caller = 'useLatchClient'): LatchClient {
  const client = useContext(LatchContext)
  if (!client) throw new MissingProviderError(caller)
  return client
}
