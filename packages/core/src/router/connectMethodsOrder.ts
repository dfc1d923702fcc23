import type { ConnectMethod, Features } from '../features/features.ts'

const DEFAULT_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const WALLET_FIRST: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/**
 * SPEC §2 Connect methods: email, social, wallet by default; wallet first when a browser or
 * announced wallet is present. A configured order wins. Methods whose feature is off are left out;
 * email and social also need the `embeddedWallet` option (`hasEmbeddedWallet`: the wallet they log
 * into), social a popup provider in its list (farcaster alone has no flow yet).
 */
export function getConnectMethodsOrder(
  features: Pick<Features, 'email' | 'socials' | 'connectMethodsOrder'>,
  hasBrowserWallet: boolean,
  hasEmbeddedWallet = false,
): ConnectMethod[] {
  const order = features.connectMethodsOrder ?? (hasBrowserWallet ? WALLET_FIRST : DEFAULT_ORDER)
  return order.filter((method) => {
    if (method === 'email') return features.email && hasEmbeddedWallet
    if (method === 'social') {
      // Any entry but farcaster is a popup provider (no provider list imported: this runs at load).
      return (
        hasEmbeddedWallet &&
        Array.isArray(features.socials) &&
        features.socials.some((social) => social !== 'farcaster')
      )
    }
    return true
  })
}
