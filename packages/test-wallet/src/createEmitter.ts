import type { TestWalletEventMap } from './types.ts'

type AnyListener = (...args: never[]) => void

/** A tiny typed event emitter for the EIP-1193 events (no Node `events` in the browser). */
export type Emitter = {
  on<E extends keyof TestWalletEventMap>(event: E, listener: TestWalletEventMap[E]): void
  off<E extends keyof TestWalletEventMap>(event: E, listener: TestWalletEventMap[E]): void
  emit<E extends keyof TestWalletEventMap>(
    event: E,
    ...args: Parameters<TestWalletEventMap[E]>
  ): void
}

export function createEmitter(): Emitter {
  const listeners = new Map<keyof TestWalletEventMap, Set<AnyListener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      // Copy first: a listener may remove itself (or others) while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (...values: unknown[]) => void)(...args)
        } catch (error) {
          // One broken dapp listener must not keep the others from hearing the event.
          console.error(`[latch test wallet] a "${event}" listener threw`, error)
        }
      }
    },
  }
}
