/**
 * `?wallet=dev` puts the devnet's test wallet into the page, so a first run works with no
 * extension installed. Loaded only when asked for (dynamic import from main.tsx).
 *
 * Query parameters:
 * - `wallet=dev` (or `dev,dev2`): which test wallets to announce through EIP-6963;
 *   `contract` is the devnet's EIP-1271 contract wallet (owned by account 0), `counterfactual` its
 *   undeployed twin (salt 1), whose signatures are ERC-6492-wrapped;
 * - `ethereum=dev` (or `dev2`): also set `window.ethereum` to that wallet;
 * - `policy=approve|reject|prompt`: how the wallet answers requests (default: prompt, so you
 *   see what a wallet would ask).
 * - `solana=0`: leave out the Solana side (by default `dev` also registers a Wallet Standard
 *   wallet over the first Solana dev key, against the local Solana RPC on :8899).
 * - `bitcoin=1`: with `dev`, also register the Bitcoin side (Wallet Standard `bitcoin:connect`
 *   and `bitcoin:signMessage`; payment and ordinals addresses of the dev mnemonic on testnet).
 * The wallet knows only chain 31337 at first: switching to 31338 goes through add-chain.
 */
import {
  DEVNET_ACCOUNTS,
  DEVNET_CHAINS,
  DEVNET_CONTRACT_WALLET,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  type DevnetContractWallet,
  SOLANA_DEVNET_ACCOUNTS,
} from '@latch/devnet/constants'
import {
  injectBitcoinTestWallet,
  injectSolanaTestWallet,
  injectTestWallet,
  type TestWalletPolicy,
} from '@latch/test-wallet'

type DevWallet = { name: string; rdns: string; account: number; contract?: DevnetContractWallet }

const WALLETS: Record<string, DevWallet> = {
  dev: { name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet', account: 0 },
  dev2: { name: 'Latch Test Wallet 2', rdns: 'dev.latch.testwallet2', account: 1 },
  // Smart-contract accounts signed for by account 0 (EIP-1271; ERC-6492 while undeployed).
  contract: {
    name: 'Latch Contract Wallet',
    rdns: 'dev.latch.testwallet.contract',
    account: 0,
    contract: DEVNET_CONTRACT_WALLET,
  },
  counterfactual: {
    name: 'Latch Counterfactual Wallet',
    rdns: 'dev.latch.testwallet.counterfactual',
    account: 0,
    contract: DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  },
}

/** The devnet's EVM chains as a test wallet takes them. */
export function devnetChains() {
  return DEVNET_CHAINS.map((chain) => ({
    chainId: chain.id,
    name: chain.name,
    rpcUrl: chain.rpcUrls.default.http[0]!,
    nativeCurrency: chain.nativeCurrency,
  }))
}

export function injectDevWallets(params: URLSearchParams): void {
  const names = (params.get('wallet') ?? '')
    .split(',')
    .filter((name) => Object.hasOwn(WALLETS, name))
  const policy = (params.get('policy') ?? 'prompt') as TestWalletPolicy
  const chains = devnetChains()
  for (const name of names) {
    const wallet = WALLETS[name]!
    const account = DEVNET_ACCOUNTS[wallet.account]!
    // Like an extension, the wallet remembers that this site was connected (until it is
    // disconnected), so a reload restores the connection without a prompt.
    const permission = `latch-demo:permitted:${wallet.rdns}`
    const injected = injectTestWallet({
      privateKeys: wallet.contract ? [] : [account.privateKey],
      contractAccounts: wallet.contract
        ? [{ ...wallet.contract, ownerPrivateKey: account.privateKey }]
        : [],
      chains,
      knownChainIds: [31_337],
      policy,
      info: { name: wallet.name, rdns: wallet.rdns },
      setWindowEthereum: params.get('ethereum') === name,
      permitted: localStorage.getItem(permission) === '1',
    })
    injected.provider.on('accountsChanged', (accounts) => {
      if (accounts.length) localStorage.setItem(permission, '1')
      else localStorage.removeItem(permission)
    })
  }
  if (names.includes('dev') && params.get('solana') !== '0') {
    const permission = 'latch-demo:permitted:dev.latch.testwallet.solana'
    const solana = injectSolanaTestWallet({
      secretKeys: [SOLANA_DEVNET_ACCOUNTS[0]!.secretKey],
      rpcUrl: 'http://127.0.0.1:8899',
      policy,
      permitted: localStorage.getItem(permission) === '1',
    })
    // Remember the site while it holds the account, as the EVM side does.
    solana.features['standard:events'].on('change', ({ accounts }) => {
      if (!accounts) return
      if (accounts.length) localStorage.setItem(permission, '1')
      else localStorage.removeItem(permission)
    })
  }
  if (names.includes('dev') && params.get('bitcoin') === '1') {
    injectBitcoinTestWallet({ network: 'testnet', policy })
  }
}
