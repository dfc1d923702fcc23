import { getWalletErrorCode } from '@latch/core/adapter'
import type { Eip1193Provider } from '../types.ts'
import { checksumAddresses } from '../utils/checksumAddresses.ts'

/** MetaMask's "temporarily disconnected, reconnecting": not a disconnect the visitor chose. */
const RECONNECTING_CODE = 1013

export type ProviderEventHandlers = {
  accountsChanged(accounts: string[]): void
  chainChanged(chainId: number): void
  disconnected(): void
}

/** Listens to a wallet's own EIP-1193 events; returns a function that stops listening. */
export function subscribeProvider(
  provider: Eip1193Provider,
  handlers: ProviderEventHandlers,
): () => void {
  const onAccountsChanged = (accounts: unknown) =>
    handlers.accountsChanged(checksumAddresses(accounts))
  // EIP-1193 gives the chain id as hex; core keys eip155 chains by number.
  const onChainChanged = (chainId: unknown) => handlers.chainChanged(Number(chainId))
  const onDisconnect = (error: unknown) => {
    if (getWalletErrorCode(error) !== RECONNECTING_CODE) handlers.disconnected()
  }
  const listeners = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ] as const
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}
