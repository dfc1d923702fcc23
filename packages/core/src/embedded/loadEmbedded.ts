import { showAlert } from '../actions/showAlert.ts'
import type { Client } from '../client/types.ts'
import { SDK_VERSION } from '../constants.ts'
import { LatchError } from '../errors/base.ts'
import { EmbeddedDependencyLoadError, EmbeddedWalletLoadError } from '../errors/embedded.ts'
import { getActiveNetwork, getNamespaceNetworks } from '../selectors/networks.ts'
import type { CaipNetworkId } from '../types/network.ts'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_FRAME_VERSION } from './constants.ts'
import { patchEmbedded } from './patchEmbedded.ts'
import type { EmbeddedRuntime, EmbeddedWalletProvider } from './types.ts'

/** The client's embedded runtime part, made on first use. */
export function getEmbeddedRuntime(client: Client): EmbeddedRuntime {
  client.runtime.embedded ??= { contexts: new Map(), requests: new Map() }
  return client.runtime.embedded
}

/**
 * The client's frame, built on the first call (`embeddedWallet().load`, a dynamic import) and
 * ready (SPEC §4: its ready event, then 500 ms). Rejects with EmbeddedDependencyLoadError ('Unable
 * to load email login dependency') when the host client's code can't load, EmbeddedWalletLoadError
 * ('Embedded wallet could not load', with SPEC §8's alert) when the frame doesn't get ready. A
 * failed load is forgotten so the next call tries again.
 */
export function loadEmbedded(client: Client): Promise<EmbeddedWalletProvider> {
  const runtime = getEmbeddedRuntime(client)
  if (runtime.provider) return runtime.provider
  const config = client.options.embeddedWallet
  if (!config) {
    return Promise.reject(new EmbeddedDependencyLoadError({ details: 'embeddedWallet is not set' }))
  }
  patchEmbedded(client, { status: 'loading' })
  const load = async () => {
    let provider: EmbeddedWalletProvider
    try {
      provider = await config.load({
        projectId: client.options.projectId ?? '',
        chainId: startChain(client),
        version: EMBEDDED_FRAME_VERSION,
        enableLogger: client.options.logLevel === 'debug',
        logger: client.logger,
      })
    } catch (cause) {
      throw cause instanceof LatchError ? cause : new EmbeddedDependencyLoadError({ cause })
    }
    try {
      await provider.ready
    } catch (cause) {
      provider.destroy()
      throw cause instanceof LatchError ? cause : new EmbeddedWalletLoadError({ cause })
    }
    runtime.resolved = provider
    provider.onEvent((event) => {
      // The frame's session ended on its own (revoked, expired): every AUTH namespace leaves.
      if (event !== 'session-ended') return
      for (const [namespace, context] of runtime.contexts) {
        if (client.store.getState().connectedConnectorIds[namespace] === EMBEDDED_CONNECTOR_ID) {
          context.disconnected({ connectorId: EMBEDDED_CONNECTOR_ID })
        }
      }
    })
    void syncFrame(client, provider)
    // The approval card follows the modal's theme when the site changes it.
    client.subscribe((state, previous) => {
      if (
        state.themeMode !== previous.themeMode ||
        state.themeVariables !== previous.themeVariables
      ) {
        void syncTheme(client, provider)
      }
    })
    patchEmbedded(client, { status: 'ready' })
    return provider
  }
  runtime.provider = load().catch((error: unknown) => {
    runtime.provider = undefined
    patchEmbedded(client, {
      status: 'error',
      error: error instanceof LatchError ? error.shortMessage : String(error),
      failure: error instanceof LatchError ? error : undefined,
    })
    if (error instanceof EmbeddedWalletLoadError) {
      showAlert(client, 'EMBEDDED_WALLET_LOAD_FAILED')
    }
    throw error
  })
  return runtime.provider
}

/** The network the frame starts on: the active one when the frame serves it, else the first EVM. */
function startChain(client: Client): CaipNetworkId {
  const active = getActiveNetwork(client, client.store.getState())
  if (active.chainNamespace === 'eip155' || active.chainNamespace === 'solana') {
    return active.caipNetworkId
  }
  const first =
    getNamespaceNetworks(client, 'eip155')[0] ?? getNamespaceNetworks(client, 'solana')[0]
  return first?.caipNetworkId ?? active.caipNetworkId
}

/** Tells the frame the site's name and theme, for its approval card (failures only logged). */
async function syncFrame(client: Client, provider: EmbeddedWalletProvider): Promise<void> {
  try {
    await provider.call('SYNC_DAPP_DATA', {
      metadata: client.options.metadata,
      sdkVersion: SDK_VERSION,
      projectId: client.options.projectId ?? '',
    })
  } catch (error) {
    client.logger.warn('the embedded wallet frame did not take the site data', error)
  }
  await syncTheme(client, provider)
}

async function syncTheme(client: Client, provider: EmbeddedWalletProvider): Promise<void> {
  const { themeMode, themeVariables } = client.store.getState()
  const dark =
    themeMode === 'dark' ||
    (themeMode === 'system' && !!globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches)
  try {
    await provider.call('SYNC_THEME', {
      themeMode: dark ? 'dark' : 'light',
      themeVariables: themeVariables as Record<string, string | number>,
    })
  } catch (error) {
    client.logger.warn('the embedded wallet frame did not take the theme', error)
  }
}
