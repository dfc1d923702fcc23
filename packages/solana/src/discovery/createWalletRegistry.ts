import type { StandardWallet } from '../types.ts'

/** A discovered wallet: its Wallet Standard face, and the object the page gave us. */
export type WalletEntry = {
  wallet: StandardWallet
  /** The Wallet Standard wallet itself, or the legacy `window.solana`-style provider. */
  provider: unknown
}

/** The wallets behind connector ids, with a way to wait for one that registers late. */
export type WalletRegistry = {
  get(connectorId: string): WalletEntry | undefined
  /** Every connector id that currently points at `wallet`. */
  idsOf(wallet: StandardWallet): string[]
  set(entries: Map<string, WalletEntry>): void
  /** Resolves with the entry as soon as it is there, or `undefined` after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<WalletEntry | undefined>
}

export function createWalletRegistry(): WalletRegistry {
  let entries = new Map<string, WalletEntry>()
  const waiters = new Set<() => void>()

  return {
    get: (connectorId) => entries.get(connectorId),
    idsOf: (wallet) => [...entries].filter(([, e]) => e.wallet === wallet).map(([id]) => id),
    set(next) {
      entries = next
      for (const waiter of [...waiters]) waiter()
    },
    waitFor(connectorId, timeoutMs) {
      const present = entries.get(connectorId)
      if (present) return Promise.resolve(present)
      return new Promise((resolve) => {
        const check = () => {
          const entry = entries.get(connectorId)
          if (entry) finish(entry)
        }
        const finish = (entry: WalletEntry | undefined) => {
          clearTimeout(timer)
          waiters.delete(check)
          resolve(entry)
        }
        const timer = setTimeout(() => finish(entries.get(connectorId)), timeoutMs)
        waiters.add(check)
      })
    },
  }
}
