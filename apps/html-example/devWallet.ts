/**
 * The devnet's test wallet for the example's page (`?wallet=dev`), as the demo injects it:
 * "Latch Test Wallet" over the first dev account, announced through EIP-6963. serve.mjs bundles
 * this file on request (/dev-wallet.js); a real site never loads it.
 */
import { DEVNET_ACCOUNTS, DEVNET_CHAINS } from '@latch/devnet/constants'
import { injectTestWallet, type TestWalletPolicy } from '@latch/test-wallet'

const RDNS = 'dev.latch.testwallet'

export function injectDevWallet(policy: TestWalletPolicy): void {
  // Like an extension, the wallet remembers this site while connected: a reload reconnects.
  const permission = `latch-html-example:permitted:${RDNS}`
  const injected = injectTestWallet({
    privateKeys: [DEVNET_ACCOUNTS[0]!.privateKey],
    chains: DEVNET_CHAINS.map((chain) => ({
      chainId: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
      nativeCurrency: chain.nativeCurrency,
    })),
    knownChainIds: [31_337],
    policy,
    info: { name: 'Latch Test Wallet', rdns: RDNS },
    permitted: localStorage.getItem(permission) === '1',
  })
  injected.provider.on('accountsChanged', (accounts) => {
    if (accounts.length) localStorage.setItem(permission, '1')
    else localStorage.removeItem(permission)
  })
}
