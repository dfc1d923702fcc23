import type { StandardEventsListeners } from '@wallet-standard/features'
import { assertPolicy } from '../approval/askForApproval.ts'
import { DEFAULT_TEST_WALLET_ICON_BASE64, DEFAULT_TEST_WALLET_NAME } from '../defaultInfo.ts'
import {
  DEFAULT_SOLANA_TEST_WALLET_CHAINS,
  DEFAULT_SOLANA_TEST_WALLET_RDNS,
  SUPPORTED_TRANSACTION_VERSIONS,
} from './constants.ts'
import {
  exposedAccounts,
  type SolanaWalletContext,
  selectedKey,
  solanaStatusOf,
  updateAccounts,
} from './context.ts'
import { createSolanaKey } from './createSolanaKey.ts'
import { connect } from './features/connect.ts'
import { disconnect } from './features/disconnect.ts'
import { signAndSendTransaction } from './features/signAndSendTransaction.ts'
import { signIn } from './features/signIn.ts'
import { signMessage } from './features/signMessage.ts'
import { signTransaction } from './features/signTransaction.ts'
import type {
  CreateSolanaTestWalletOptions,
  SolanaTestWallet,
  SolanaTestWalletFeatures,
} from './types.ts'

/**
 * Creates a Wallet Standard wallet over dev Solana keys: it signs locally (WebCrypto ed25519) and
 * sends transactions to `rpcUrl`, asking for approval by the same policy and prompt as the EVM
 * test wallet. Nothing is registered; see `registerSolanaTestWallet` / `injectSolanaTestWallet`.
 *
 * @example
 * const wallet = createSolanaTestWallet({
 *   secretKeys: [SOLANA_DEVNET_ACCOUNTS[0].secretKey],
 *   rpcUrl: 'http://127.0.0.1:8899',
 * })
 * const { accounts } = await wallet.features['standard:connect'].connect()
 */
export function createSolanaTestWallet(options: CreateSolanaTestWalletOptions): SolanaTestWallet {
  if (options.secretKeys.length === 0) throw new TypeError('secretKeys needs at least one key.')
  if (!/^https?:\/\//.test(options.rpcUrl)) {
    throw new TypeError(`rpcUrl must be an http(s) URL, got "${options.rpcUrl}".`)
  }
  const chains = [...(options.chains ?? DEFAULT_SOLANA_TEST_WALLET_CHAINS)]
  if (chains.length === 0 || chains.some((chain) => !chain.startsWith('solana:'))) {
    throw new TypeError('chains must be one or more "solana:…" ids.')
  }
  const keys = options.secretKeys.map((secretKey) => createSolanaKey(secretKey, chains))
  const listeners = new Set<StandardEventsListeners['change']>()
  const context: SolanaWalletContext = {
    keys,
    selectedIndex: 0,
    authorized: options.permitted ?? false,
    locked: false,
    policy: options.policy ?? 'approve',
    info: {
      name: options.info?.name ?? DEFAULT_TEST_WALLET_NAME,
      rdns: options.info?.rdns ?? DEFAULT_SOLANA_TEST_WALLET_RDNS,
      icon: options.info?.icon ?? DEFAULT_TEST_WALLET_ICON_BASE64,
    },
    chains,
    rpcUrl: options.rpcUrl,
    window: options.window ?? (globalThis as { window?: Window }).window,
    requests: [],
    approvals: [],
    emitChange(properties) {
      // Copy first: a listener may unsubscribe while we iterate.
      for (const listener of [...listeners]) {
        try {
          listener(properties)
        } catch (error) {
          // One broken app listener must not keep the others from hearing the change.
          console.error('[latch test wallet] a "change" listener threw', error)
        }
      }
    },
  }
  // Logs each call, and makes a synchronous throw (a bad input) a rejection, as apps expect.
  const logged = <F extends (...args: never[]) => Promise<unknown>>(feature: string, run: F): F =>
    ((...args: Parameters<F>) => {
      context.requests.push(feature)
      return Promise.resolve().then(() => run(...args))
    }) as F

  const features: SolanaTestWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      connect: logged('standard:connect', (input) => connect(context, input)),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: logged('standard:disconnect', () => disconnect(context)),
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        // A wrapper per call, so the same listener subscribed twice unsubscribes once each.
        const wrapped: StandardEventsListeners['change'] = (properties) => listener(properties)
        listeners.add(wrapped)
        return () => listeners.delete(wrapped)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: logged('solana:signMessage', (...inputs) => signMessage(context, inputs)),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
      signTransaction: logged('solana:signTransaction', (...inputs) =>
        signTransaction(context, inputs),
      ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
      signAndSendTransaction: logged('solana:signAndSendTransaction', (...inputs) =>
        signAndSendTransaction(context, inputs),
      ),
    },
    'solana:signIn': {
      version: '1.0.0',
      signIn: logged('solana:signIn', (...inputs) => signIn(context, inputs)),
    },
  }

  return {
    version: '1.0.0',
    get name() {
      return context.info.name
    },
    get icon() {
      return context.info.icon
    },
    chains: Object.freeze([...chains]),
    get accounts() {
      return exposedAccounts(context)
    },
    features,
    info: context.info,
    get status() {
      return solanaStatusOf(context)
    },
    get connected() {
      return solanaStatusOf(context) === 'connected'
    },
    get policy() {
      return context.policy
    },
    get address() {
      return selectedKey(context).address
    },
    addresses: keys.map((key) => key.address),
    get requests() {
      return [...context.requests]
    },
    get approvals() {
      return context.approvals.map((approval) => ({ ...approval }))
    },
    setPolicy(policy) {
      assertPolicy(policy)
      context.policy = policy
    },
    setAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= keys.length) {
        throw new RangeError(`No account at index ${index} (${keys.length} keys).`)
      }
      // Real wallets tell only apps that were given an account.
      updateAccounts(context, () => {
        context.selectedIndex = index
      })
    },
    lock() {
      updateAccounts(context, () => {
        context.locked = true
      })
    },
    unlock() {
      updateAccounts(context, () => {
        context.locked = false
      })
    },
  }
}
