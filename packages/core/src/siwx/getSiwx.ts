import { close } from '../actions/close.ts'
import type { Client } from '../client/types.ts'
import { DEFAULT_STORAGE_KEY_PREFIX } from '../storage/keys.ts'
import type { CaipNetworkId } from '../types/network.ts'
import { fromSiweConfig } from './fromSiweConfig.ts'
import { patchSiwxState } from './siwxState.ts'
import type { SiwxConfig, SiwxRuntime } from './types.ts'

/** The site's sign-in config: `siwx`, or `siweConfig` mapped onto it, or none. */
export function resolveSiwxConfig(client: Client): SiwxConfig | undefined {
  const { siwx, siweConfig } = client.options
  if (siwx) return siwx
  return siweConfig && siweConfig.enabled !== false ? fromSiweConfig(siweConfig) : undefined
}

/**
 * The client's sign-in runtime, made on first use (`undefined` without the option): the config,
 * the context its methods get, and what the flow remembers between calls.
 */
export function getSiwx(client: Client): SiwxRuntime | undefined {
  if (client.runtime.siwx) return client.runtime.siwx
  const config = resolveSiwxConfig(client)
  if (!config) return undefined
  const context = {
    api: client.api.blockchain,
    storage: client.storage,
    storageKeyPrefix: client.options.storageKeyPrefix ?? DEFAULT_STORAGE_KEY_PREFIX,
    logger: client.logger,
  }
  const runtime: SiwxRuntime = {
    config,
    context,
    seen: {},
    dismissed: new Set(),
    lastSignedIn: {},
    expiries: new Set(),
    disconnected(namespace, caipAddress) {
      const siwx = client.store.getState().siwx
      const asked = siwx?.request?.namespace === namespace
      if (siwx) {
        const { [namespace]: _gone, ...sessions } = siwx.sessions
        patchSiwxState(client, { sessions, ...(asked ? { request: undefined } : {}) })
      }
      // The wallet left while the sign view asked for it: nothing is left to sign.
      if (asked && client.store.getState().history.at(-1)?.view === 'SIWXSignMessage') close(client)
      if (config.signOutOnDisconnect === false || !caipAddress) return
      const split = caipAddress.lastIndexOf(':')
      const account = {
        chainId: caipAddress.slice(0, split) as CaipNetworkId,
        address: caipAddress.slice(split + 1),
      }
      config
        .revokeSession(account, context)
        .catch((error: unknown) => client.logger.warn('signing out on disconnect failed', error))
    },
  }
  client.runtime.siwx = runtime
  return runtime
}
