import { type WalletConnectConfig, walletConnectGlue } from '@latch/core/adapter'
import { DEFAULT_WALLET_CONNECT_ICON } from './defaultIcon.ts'
import type { WalletConnectOptions } from './types.ts'

/**
 * WalletConnect for `createLatch({ walletConnect: walletConnect() })`: pairing by QR code or
 * deep link over the local relay. Tiny at load: the SDK is imported only when the visitor picks
 * WalletConnect, or a stored session is restored.
 *
 * @example
 * import { walletConnect } from '@latch/walletconnect'
 * const latch = createLatch({ projectId, networks, adapters, walletConnect: walletConnect() })
 */
export function walletConnect(options: WalletConnectOptions = {}): WalletConnectConfig {
  return {
    glue: walletConnectGlue,
    ...(options.namespaces ? { namespaces: options.namespaces } : {}),
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    imageUrl: options.imageUrl ?? DEFAULT_WALLET_CONNECT_ICON,
    load: (parameters) =>
      import('./sdk/loadProvider.ts').then((module) => module.loadProvider(options, parameters)),
  }
}
