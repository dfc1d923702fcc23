import { DEVNET_ACCOUNTS } from '@latch/devnet/constants'
import { createTestWallet, type TestWalletPolicy } from '@latch/test-wallet'
import { devnetChains } from './injectDevWallets.ts'

/**
 * The demo hardware wallet's EIP-1193 provider: a test wallet over devnet account 3 (no other
 * demo wallet uses it), asking for approval as `?policy=` says (default: prompt). Like a device
 * paired before, it remembers that this site was connected, so a reload restores without a
 * prompt. End-to-end tests reach it as `window.__latchTestWallets[id]`.
 */
export function createHardwareWalletProvider(id: string) {
  const params = new URLSearchParams(location.search)
  const permission = `latch-demo:permitted:${id}`
  const wallet = createTestWallet({
    privateKeys: [DEVNET_ACCOUNTS[3]!.privateKey],
    chains: devnetChains(),
    knownChainIds: [31_337],
    policy: (params.get('policy') ?? 'prompt') as TestWalletPolicy,
    info: { name: 'Demo Hardware Wallet', rdns: id },
    permitted: localStorage.getItem(permission) === '1',
  })
  wallet.provider.on('accountsChanged', (accounts) => {
    if (accounts.length) localStorage.setItem(permission, '1')
    else localStorage.removeItem(permission)
  })
  window.__latchTestWallets ??= {}
  window.__latchTestWallets[id] = wallet
  return wallet.provider
}
