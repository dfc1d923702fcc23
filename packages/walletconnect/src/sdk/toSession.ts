import type { ChainNamespace } from '@latch/core'
import type { WalletConnectSession } from '@latch/core/adapter'

type SessionLike = { namespaces: Record<string, { accounts: string[] }> }

/**
 * The accounts an approved session grants, per namespace Latch serves. The chain in use is
 * `defaultChains[namespace]` when granted, else the chain of the first account.
 */
export function toSession(
  session: SessionLike,
  namespaces: readonly ChainNamespace[],
  defaultChains: Partial<Record<string, string>> = {},
): WalletConnectSession {
  const out: WalletConnectSession = {}
  for (const namespace of namespaces) {
    const accounts = session.namespaces[namespace]?.accounts ?? []
    const parsed = accounts
      .map((account) => account.split(':'))
      .filter((parts): parts is [string, string, string] => parts.length === 3)
    if (!parsed.length) continue
    const wanted = defaultChains[namespace]
    const onChain = (wanted && parsed.find(([, reference]) => reference === wanted)) || parsed[0]!
    const reference = onChain[1]
    const addresses = [
      ...new Set(parsed.filter(([, ref]) => ref === reference).map(([, , address]) => address)),
    ]
    out[namespace] = {
      address: onChain[2],
      chainId: namespace === 'eip155' ? Number(reference) : reference,
      accounts: addresses,
    }
  }
  return out
}

/** A chain id as wallets send it in chainChanged (number, hex, decimal text or CAIP-2). */
export function parseChainId(namespace: ChainNamespace, value: unknown): number | string {
  const text = String(value)
  const reference = text.includes(':') ? text.slice(text.indexOf(':') + 1) : text
  return namespace === 'eip155' ? Number(reference) : reference
}

/** An address from an accountsChanged payload (plain or CAIP-10). */
export function parseAccount(value: unknown): string {
  const text = String(value)
  return text.split(':').at(-1) ?? text
}
