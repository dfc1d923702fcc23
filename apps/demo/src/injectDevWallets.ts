/**
 * `?wallet=dev` puts the devnet's test wallet into the page, so a first run works with no
 * extension installed. Loaded only when asked for (dynamic import from main.tsx).
 *
 * Query parameters:
 * - `wallet=dev` (or `dev,dev2`): which test wallets to announce through EIP-6963;
 * - `ethereum=dev` (or `dev2`): also set `window.ethereum` to that wallet;
 * - `policy=approve|reject|prompt`: how the wallet answers requests (default: prompt, so you
 *   see what a wallet would ask).
 * The wallet knows only chain 31337 at first: switching to 31338 goes through add-chain.
 */
import { DEVNET_ACCOUNTS, DEVNET_CHAINS } from '@latch/devnet/constants'
import { injectTestWallet, type TestWalletPolicy } from '@latch/test-wallet'

const WALLETS = {
  dev: { name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet', account: 0 },
  dev2: { name: 'Latch Test Wallet 2', rdns: 'dev.latch.testwallet2', account: 1 },
} as const

export function injectDevWallets(params: URLSearchParams): void {
  const names = (params.get('wallet') ?? '').split(',').filter((name) => name in WALLETS)
  const policy = (params.get('policy') ?? 'prompt') as TestWalletPolicy
  const chains = DEVNET_CHAINS.map((chain) => ({
    chainId: chain.id,
    name: chain.name,
    rpcUrl: chain.rpcUrls.default.http[0]!,
    nativeCurrency: chain.nativeCurrency,
  }))
  for (const name of names as (keyof typeof WALLETS)[]) {
    const wallet = WALLETS[name]
    const account = DEVNET_ACCOUNTS[wallet.account]!
    injectTestWallet({
      privateKeys: [account.privateKey],
      chains,
      knownChainIds: [31_337],
      policy,
      info: { name: wallet.name, rdns: wallet.rdns },
      setWindowEthereum: params.get('ethereum') === name,
    })
  }
}
