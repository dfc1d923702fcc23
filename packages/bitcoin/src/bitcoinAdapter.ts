import { ConnectFailedError } from '@latch/core'
import { type AdapterContext, type ChainAdapter, watchDiscovered } from '@latch/core/adapter'
import { discoverWallets } from './discovery/discoverWallets.ts'
import {
  BitcoinReadNotSupportedError,
  WalletChainNotSupportedError,
  WalletNotFoundError,
} from './errors.ts'
import { readConnection } from './readConnection.ts'
import type { DiscoveryWindow } from './standard/listenForWallets.ts'
import type { BitcoinWallet, WalletInfoOverride } from './types.ts'
import { chainOfAddress } from './utils/address.ts'
import { walletChainOf } from './utils/walletChain.ts'

/** How long `reconnect` waits for a stored wallet to register. */
export const DEFAULT_RECONNECT_TIMEOUT_MS = 1_000

/** Options of {@link bitcoinAdapter}. */
export type BitcoinAdapterOptions = {
  /** The window to discover wallets in. @defaultValue `globalThis.window` (none on the server) */
  window?: Window | undefined
  /** How long restoring a stored connection waits for its wallet. @defaultValue 1000 */
  reconnectTimeoutMs?: number | undefined
  /** Name or icon overrides by connector id (`bitcoin:<wallet name>` or `bitcoin:sats-connect`). */
  walletInfo?: Record<string, WalletInfoOverride> | undefined
}

/** The bitcoin adapter: a {@link ChainAdapter} on the bip122 namespace. */
export type BitcoinAdapter = ChainAdapter & { namespace: 'bip122' }

/**
 * The bitcoin (bip122) chain adapter: discovers Wallet Standard wallets with `bitcoin:connect`
 * (and a sats-connect provider where a wallet speaks only that), connects them asking for the
 * payment and ordinals addresses, selects the payment account (SPEC §6), signs messages
 * (`bitcoin:signMessage`, BIP-322 where the wallet offers it; sats-connect's `signMessage` with
 * the BIP-322 protocol) and follows the wallet's own disconnects. There is no Bitcoin node
 * behind it: `getBalance` and sends throw BitcoinReadNotSupportedError (the modal shows no
 * balance for a network without an RPC URL).
 *
 * @example
 * import { createLatch } from '@latch/core'
 * import { bitcoin } from '@latch/core/networks'
 * import { bitcoinAdapter } from '@latch/bitcoin'
 * const latch = createLatch({ projectId, networks: [bitcoin], adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS
  let wallets = new Map<string, BitcoinWallet>()
  const waiters = new Set<() => void>()
  const muted = new Set<string>()

  const walletOf = (connectorId: string): BitcoinWallet => {
    const wallet = wallets.get(connectorId)
    if (!wallet) throw new WalletNotFoundError({ details: `no wallet behind ${connectorId}` })
    return wallet
  }
  const waitFor = (connectorId: string) =>
    new Promise<BitcoinWallet | undefined>((resolve) => {
      const check = () => {
        const wallet = wallets.get(connectorId)
        if (!wallet) return
        finish(wallet)
      }
      const finish = (wallet: BitcoinWallet | undefined) => {
        clearTimeout(timer)
        waiters.delete(check)
        resolve(wallet)
      }
      const timer = setTimeout(() => finish(wallets.get(connectorId)), reconnectTimeoutMs)
      waiters.add(check)
      check()
    })
  const unsupported = async (): Promise<never> => {
    throw new BitcoinReadNotSupportedError()
  }

  return {
    namespace: 'bip122',
    setup(context: AdapterContext) {
      const target = (options.window ?? globalThis.window) as DiscoveryWindow | undefined
      if (!target) return () => {}
      const idsOf = (wallet: BitcoinWallet) =>
        [...wallets].filter(([, entry]) => entry === wallet).map(([id]) => id)
      // The wallet's own changes: no account left is a disconnect; a new payment address is an
      // account change (the ordinals address alone changing changes nothing shown).
      const lastPayment = new Map<BitcoinWallet, string | undefined>()
      const discovered = watchDiscovered(context, (wallet: BitcoinWallet) =>
        wallet.subscribe((accounts) => {
          const payment = accounts.find((account) => account.purpose === 'payment')?.address
          const previous = lastPayment.get(wallet)
          lastPayment.set(wallet, payment)
          for (const connectorId of idsOf(wallet)) {
            if (muted.has(connectorId)) continue
            if (!payment) context.disconnected({ connectorId })
            else if (previous && previous !== payment)
              context.accountsChanged({ connectorId, accounts: [payment] })
          }
        }),
      )
      const discovery = discoverWallets(target, {
        walletInfo: options.walletInfo,
        onError: (error) => context.logger.warn('a Bitcoin wallet failed to register', error),
        onUpdate(update) {
          wallets = update.wallets
          for (const waiter of [...waiters]) waiter()
          discovered.update({
            wallets: [...update.wallets.values()],
            connectors: update.connectors,
          })
        },
      })
      return () => {
        discovery.stop()
        discovered.stop()
        wallets = new Map()
      }
    },
    async connect({ connectorId, network }) {
      const wallet = walletOf(connectorId)
      const connection = readConnection(wallet, await wallet.connect(), network)
      if (!connection) {
        throw new ConnectFailedError({ details: `${wallet.name} gave no Bitcoin payment address` })
      }
      return connection
    },
    async reconnect({ connectorId, network }) {
      // Never prompts: a wallet that no longer grants the site restores nothing.
      const wallet = await waitFor(connectorId)
      const accounts = wallet ? await wallet.restore() : []
      return wallet && accounts.length ? readConnection(wallet, accounts, network) : undefined
    },
    async disconnect({ connectorId }) {
      muted.add(connectorId)
      try {
        await walletOf(connectorId).disconnect()
      } finally {
        muted.delete(connectorId)
      }
    },
    // Bitcoin wallets have no network to switch to: an address belongs to one network. The
    // network is accepted when the wallet's addresses (or its chains) are on it.
    async switchNetwork({ connectorId, network }) {
      const wallet = walletOf(connectorId)
      const chain = walletChainOf(network)
      const payment = wallet.grantedAccounts()?.find((a) => a.purpose === 'payment')?.address
      const on = payment ? [chainOfAddress(payment)] : wallet.chains
      if (!on.includes(chain as never)) {
        throw new WalletChainNotSupportedError({
          details: `${wallet.name}'s addresses are not on ${network.caipNetworkId}`,
        })
      }
    },
    getBalance: unsupported,
    signMessage: async ({ connectorId, address, message }) =>
      walletOf(connectorId).signMessage(address, message),
    sendTransaction: unsupported,
    getProvider: (connectorId) => wallets.get(connectorId)?.provider,
  }
}
