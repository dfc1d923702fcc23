import type { Client } from './types.ts'

/**
 * Runs `run` once per client and key at a time: a second call while the first is pending (a
 * double click, a React StrictMode re-run) gets the same promise instead of asking the wallet
 * again.
 */
export function shared<T>(
  client: Pick<Client, 'runtime'>,
  key: string,
  run: () => Promise<T>,
): Promise<T> {
  const calls = client.runtime.pending
  const existing = calls.get(key)
  if (existing) return existing as Promise<T>
  const promise = run().finally(() => calls.delete(key))
  calls.set(key, promise)
  return promise
}
