import { externalConnector } from '@latch/evm'

/** The id the demo's own connector is listed and stored under. */
export const DEMO_HARDWARE_WALLET_ID = 'dev.latch.demo-hardware'

// Our own drawing: a small device with a screen and two buttons.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" rx="22" fill="#1f2937"/>' +
    '<rect x="22" y="30" width="52" height="36" rx="9" fill="#e5e7eb"/>' +
    '<rect x="29" y="37" width="26" height="22" rx="4" fill="#111827"/>' +
    '<circle cx="64" cy="42" r="4" fill="#10b981"/><circle cx="64" cy="55" r="4" fill="#6b7280"/>' +
    '</svg>',
)}`

/**
 * The demo's own connector (SPEC §3 EXTERNAL), standing in for a hardware wallet's SDK: listed in
 * the Connect view's `external` group, its code (a test wallet over devnet account 3, announced
 * nowhere) loaded only when it is picked or a stored connection to it is restored.
 */
export function demoHardwareWallet() {
  return externalConnector({
    id: DEMO_HARDWARE_WALLET_ID,
    name: 'Demo Hardware Wallet',
    imageUrl: ICON,
    getProvider: async () => {
      const { createHardwareWalletProvider } = await import('./hardwareWalletProvider.ts')
      return createHardwareWalletProvider(DEMO_HARDWARE_WALLET_ID)
    },
  })
}
