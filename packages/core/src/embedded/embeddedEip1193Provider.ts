import type { Client } from '../client/types.ts'
import { EMBEDDED_CONNECTOR_ID } from './constants.ts'

type Listener = (...args: unknown[]) => void

/** The EIP-1193 provider `getProvider('AUTH')` gives on eip155 (for site code: viem, ethers …). */
export type EmbeddedEip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: 'accountsChanged' | 'chainChanged' | 'disconnect', listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/**
 * An EIP-1193 provider over the frame's RPC_REQUEST: SPEC §6's rules apply (unsafe methods open
 * ApproveTransaction, others are refused with 4200). `accountsChanged`, `chainChanged` and
 * `disconnect` follow the store's eip155 account while it is connected through the AUTH connector.
 */
export function createEmbeddedEip1193Provider(getClient: () => Client): EmbeddedEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  let stop: (() => void) | undefined
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const watch = () => {
    stop = getClient().subscribe((state, previous) => {
      const connected = (s: typeof state) =>
        s.connectedConnectorIds.eip155 === EMBEDDED_CONNECTOR_ID ? s.accounts.eip155 : undefined
      const now = connected(state)
      const before = connected(previous)
      if (before?.address && !now?.address) emit('disconnect', { code: 4900 })
      if (now?.address !== before?.address)
        emit('accountsChanged', now?.address ? [now.address] : [])
      const chain = state.activeCaipNetworkIds.eip155
      if (now?.address && before?.address && chain !== previous.activeCaipNetworkIds.eip155) {
        emit('chainChanged', `0x${Number(chain?.split(':')[1]).toString(16)}`)
      }
    })
  }
  return {
    request: ({ method, params }) =>
      import('./requestEmbedded.ts').then((module) =>
        module.requestEmbeddedEip155(getClient(), { method, params }),
      ),
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      if (!stop) watch()
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
