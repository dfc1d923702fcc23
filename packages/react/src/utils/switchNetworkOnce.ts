import type { CaipNetwork, LatchClient } from '@latch/core'

const pending = new WeakMap<LatchClient, Map<string, Promise<void>>>()

/**
 * `client.switchNetwork`, one request per target network at a time: a second call while one is
 * pending (React StrictMode re-running an effect, a double click) joins it instead of asking
 * the wallet twice — two add-chain prompts for one click would be a broken experience.
 */
export function switchNetworkOnce(client: LatchClient, network: CaipNetwork): Promise<void> {
  const byNetwork = pending.get(client) ?? new Map<string, Promise<void>>()
  pending.set(client, byNetwork)
  const key = network.caipNetworkId
  const running = byNetwork.get(key)
  if (running) return running
  const promise = client.switchNetwork({ network }).finally(() => byNetwork.delete(key))
  byNetwork.set(key, promise)
  return promise
}
