import type { CaipNetworkId, ChainNamespace } from '@latch/core'
import type {
  WalletConnectLoadParameters,
  WalletConnectPairing,
  WalletConnectProvider,
} from '@latch/core/adapter'
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { WalletConnectOptions } from '../types.ts'
import { buildNamespaces } from './buildNamespaces.ts'
import { defaultMetadata } from './defaultMetadata.ts'
import { pairWithSignIn } from './pairWithSignIn.ts'
import { parseAccount, parseChainId, toSession } from './toSession.ts'

type SessionEvent = {
  params: { chainId: string; event: { name: string; data: unknown } }
}

/**
 * Creates the UniversalProvider (restoring a stored session) and wraps it in the shape core
 * uses. Nothing leaves the configured hosts: the relay is the local server, every chain has an
 * rpcMap entry, telemetry is off unless asked for, and the Verify iframe is not loaded.
 */
export async function loadProvider(
  options: WalletConnectOptions,
  parameters: WalletConnectLoadParameters,
): Promise<WalletConnectProvider> {
  const { namespaces, networks, listeners } = parameters
  const optionalNamespaces = buildNamespaces(networks, namespaces)
  const Provider =
    (options.providerClass as typeof UniversalProvider | undefined) ?? UniversalProvider
  const provider = await Provider.init({
    projectId: parameters.projectId || 'latch',
    relayUrl: parameters.relayUrl,
    metadata: options.metadata ?? parameters.metadata ?? defaultMetadata(),
    telemetryEnabled: options.telemetry ?? false,
    // The SDK's HTTP providers would ping each RPC URL when created.
    disableProviderPing: true,
    logger: 'silent',
    ...(options.core ? { core: options.core as never } : {}),
    ...(options.storage ? { storage: options.storage as never } : {}),
    ...(options.storagePrefix ? { customStoragePrefix: options.storagePrefix } : {}),
  })
  // Verify registers each proposal and request through a hidden iframe on WalletConnect's
  // host and waits up to 5 s for it; a local site has no such host. The SDK's own dev switch
  // (`isDevEnv`, set by its test runs) skips it.
  const verify = provider.client.core.verify as unknown as { isDevEnv: boolean }
  verify.isDevEnv = true

  const defaultChains = (): Partial<Record<string, string>> => {
    const out: Partial<Record<string, string>> = {}
    for (const [key, value] of Object.entries(provider.namespaces ?? {})) {
      if (value.defaultChain) out[key] = value.defaultChain
    }
    return out
  }
  const servedNamespace = (chainId: string): ChainNamespace | undefined => {
    const namespace = chainId.split(':')[0] as ChainNamespace
    return namespaces.includes(namespace) ? namespace : undefined
  }

  provider.on('session_event', ({ params }: SessionEvent) => {
    const namespace = servedNamespace(params.chainId)
    if (!namespace) return
    const { name, data } = params.event
    if (name === 'accountsChanged' && Array.isArray(data)) {
      listeners.accountsChanged(namespace, [...new Set(data.map(parseAccount))])
    } else if (name === 'chainChanged') {
      listeners.chainChanged(namespace, parseChainId(namespace, data))
    }
  })
  provider.on('session_delete', () => listeners.disconnected())

  return {
    provider,
    getSession: () =>
      provider.session ? toSession(provider.session, namespaces, defaultChains()) : undefined,
    pair: (options) =>
      options?.signIn && optionalNamespaces.eip155
        ? pairWithSignIn(
            provider,
            optionalNamespaces,
            options.signIn,
            () => namespaces,
            defaultChains,
          )
        : pair(provider, optionalNamespaces, () => namespaces, defaultChains),
    cancelPairing: () => provider.cleanupPendingPairings({ deletePairings: true }),
    request: ({ chainId, method, params }) =>
      provider.request({ method, params: params as never }, chainId),
    setDefaultChain: (chainId: CaipNetworkId) => provider.setDefaultChain(chainId),
    async disconnect() {
      if (provider.session) await provider.disconnect()
    },
  }
}

/** One pairing: resolves with the uri as soon as the SDK shows it; `approval` follows. */
function pair(
  provider: InstanceType<typeof UniversalProvider>,
  optionalNamespaces: ReturnType<typeof buildNamespaces>,
  namespaces: () => readonly ChainNamespace[],
  defaultChains: () => Partial<Record<string, string>>,
): Promise<WalletConnectPairing> {
  return new Promise((resolve, reject) => {
    const onUri = (uri: string) => {
      provider.off('display_uri', onUri)
      resolve({ uri, approval })
    }
    provider.on('display_uri', onUri)
    const approval = provider.connect({ optionalNamespaces }).then((session) => {
      if (!session) throw new Error('no session')
      return toSession(session, namespaces(), defaultChains())
    })
    approval.catch((error: unknown) => {
      // A failure before the uri showed fails the pairing itself.
      provider.off('display_uri', onUri)
      reject(error)
    })
  })
}
