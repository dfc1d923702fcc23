import type { Eip1193Provider } from '../types.ts'

/** The providers behind connector ids, with a way to wait for one that is announced late. */
export type ProviderRegistry = {
  get(connectorId: string): Eip1193Provider | undefined
  /** Every connector id that currently points at `provider`. */
  idsOf(provider: Eip1193Provider): string[]
  set(providers: Map<string, Eip1193Provider>): void
  /** Resolves with the provider as soon as it is there, or `undefined` after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Eip1193Provider | undefined>
}

export function createProviderRegistry(): ProviderRegistry {
  let providers = new Map<string, Eip1193Provider>()
  const waiters = new Set<() => void>()

  return {
    get: (connectorId) => providers.get(connectorId),
    idsOf: (provider) => [...providers].filter(([, p]) => p === provider).map(([id]) => id),
    set(next) {
      providers = next
      for (const waiter of [...waiters]) waiter()
    },
    waitFor(connectorId, timeoutMs) {
      const present = providers.get(connectorId)
      if (present) return Promise.resolve(present)
      return new Promise((resolve) => {
        const check = () => {
          const provider = providers.get(connectorId)
          if (provider) finish(provider)
        }
        const finish = (provider: Eip1193Provider | undefined) => {
          clearTimeout(timer)
          waiters.delete(check)
          resolve(provider)
        }
        const timer = setTimeout(() => finish(providers.get(connectorId)), timeoutMs)
        waiters.add(check)
      })
    },
  }
}
