import { DEVNET_ACCOUNTS, DEVNET_CHAINS } from '@latch/devnet/constants'
import { injectTestWallet, type TestWalletPolicy } from '@latch/test-wallet'

const RDNS = 'dev.latch.testwallet'
const PERMITTED = `latch-next-example:permitted:${RDNS}`

/**
 * Announces the devnet's test wallet (account 0, chain 31337) through EIP-6963, answering as
 * `policy=` says (default: prompt). Like an extension, it remembers that the site was connected,
 * so a reload restores the connection without a prompt.
 */
export function injectDevWallet(search: string): void {
  const params = new URLSearchParams(search)
  if (!params.get('wallet')?.split(',').includes('dev')) return
  const injected = injectTestWallet({
    privateKeys: [DEVNET_ACCOUNTS[0]!.privateKey],
    chains: DEVNET_CHAINS.map((chain) => ({
      chainId: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
      nativeCurrency: chain.nativeCurrency,
    })),
    knownChainIds: [31_337],
    policy: (params.get('policy') ?? 'prompt') as TestWalletPolicy,
    info: { name: 'Latch Test Wallet', rdns: RDNS },
    permitted: localStorage.getItem(PERMITTED) === '1',
  })
  injected.provider.on('accountsChanged', (accounts) => {
    if (accounts.length) localStorage.setItem(PERMITTED, '1')
    else localStorage.removeItem(PERMITTED)
  })
}
