import { type CaipNetwork, InvalidOptionError } from '@latch/core'
import {
  type AdapterContext,
  type ChainAdapter,
  isSolanaCommitment,
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaCommitment,
} from '@latch/core/adapter'
import { connect } from './actions/connect.ts'
import { disconnect } from './actions/disconnect.ts'
import { estimateSendFee } from './actions/estimateSendFee.ts'
import { getBalance } from './actions/getBalance.ts'
import { getTokenBalances, type SolanaTokenBalance } from './actions/getTokenBalances.ts'
import { reconnect } from './actions/reconnect.ts'
import { sendSol } from './actions/sendSol.ts'
import { type SendSplTokenParameters, sendSplToken } from './actions/sendSplToken.ts'
import { signIn } from './actions/signIn.ts'
import { signMessage } from './actions/signMessage.ts'
import { createWalletRegistry } from './discovery/createWalletRegistry.ts'
import { watchWallets } from './discovery/watchWallets.ts'
import { WalletChainNotSupportedError, WalletNotFoundError } from './errors.ts'
import type { DiscoveryWindow } from './standard/listenForWallets.ts'
import type { StandardWallet, WalletInfoOverride } from './types.ts'
import { supportsNetwork } from './utils/walletChain.ts'

/** How long `reconnect` waits for a stored wallet to register. */
export const DEFAULT_RECONNECT_TIMEOUT_MS = 1_000
/** The preflight (and read) commitment when none is given. */
export const DEFAULT_PREFLIGHT_COMMITMENT: SolanaCommitment = 'confirmed'

/** Options of {@link solanaAdapter}. */
export type SolanaAdapterOptions = {
  /** The window to discover wallets in. @defaultValue `globalThis.window` (none on the server) */
  window?: Window | undefined
  /**
   * How long restoring a stored connection waits for its wallet to register (extensions may
   * register after the page's scripts ran). @defaultValue 1000
   */
  reconnectTimeoutMs?: number | undefined
  /**
   * Commitment for simulating a transaction before it is sent, for its blockhash and for balance
   * reads; one of {@link SOLANA_PREFLIGHT_COMMITMENTS} (SPEC §5). @defaultValue `'confirmed'`
   */
  preflightCommitment?: SolanaCommitment | undefined
  /** Name or icon overrides by connector id (`ws:<wallet name>` or `solana:injected`). */
  walletInfo?: Record<string, WalletInfoOverride> | undefined
}

/** The solana adapter: a {@link ChainAdapter} plus SPL token sending and reading. */
export type SolanaAdapter = ChainAdapter & {
  namespace: 'solana'
  readonly preflightCommitment: SolanaCommitment
  /** {@link sendSplToken} through the wallet behind `connectorId`. */
  sendSplToken(
    parameters: Omit<SendSplTokenParameters, 'wallet' | 'preflightCommitment'> & {
      connectorId: string
    },
  ): Promise<string>
  /** {@link getTokenBalances} at the adapter's commitment. */
  getTokenBalances(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<SolanaTokenBalance[]>
}

/**
 * The solana chain adapter: discovers Wallet Standard wallets (and a legacy `window.solana`),
 * connects them, signs messages, signs in (`solana:signIn`, else `solana:signMessage`), sends
 * SOL and SPL tokens and reads balances over @solana/kit.
 * Throws InvalidOptionError for a preflight commitment outside the enumerated levels.
 *
 * @example
 * import { createLatch } from '@latch/core'
import { solana } from '@latch/core/networks'
 * import { solanaAdapter } from '@latch/solana'
 * const latch = createLatch({ projectId, networks: [solana], adapters: [solanaAdapter()] })
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const preflightCommitment = options.preflightCommitment ?? DEFAULT_PREFLIGHT_COMMITMENT
  if (!isSolanaCommitment(preflightCommitment)) {
    throw new InvalidOptionError(
      'preflightCommitment',
      `expected one of ${SOLANA_PREFLIGHT_COMMITMENTS.join(', ')}, got ${JSON.stringify(preflightCommitment)}`,
    )
  }
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS
  const registry = createWalletRegistry()
  const muted = new Set<string>()
  let networks: readonly CaipNetwork[] = []
  let refresh = () => {}

  const walletOf = (connectorId: string): StandardWallet => {
    const entry = registry.get(connectorId)
    if (!entry) throw new WalletNotFoundError({ details: `no wallet behind ${connectorId}` })
    return entry.wallet
  }

  return {
    namespace: 'solana',
    preflightCommitment,
    setup(context: AdapterContext) {
      networks = context.networks
      const target = (options.window ?? globalThis.window) as DiscoveryWindow | undefined
      if (!target) return () => {}
      const watcher = watchWallets({
        target,
        context,
        registry,
        walletInfo: options.walletInfo,
        muted,
      })
      refresh = watcher.refresh
      return () => {
        watcher.stop()
        refresh = () => {}
      }
    },
    connect: async ({ connectorId, network }) =>
      connect(walletOf(connectorId), { network, networks }),
    async reconnect({ connectorId, network }) {
      let entry = await registry.waitFor(connectorId, reconnectTimeoutMs)
      if (!entry) {
        // A legacy provider injected after setup announces nothing: look again.
        refresh()
        entry = registry.get(connectorId)
      }
      return entry ? reconnect(entry.wallet, { network, networks }) : undefined
    },
    async disconnect({ connectorId }) {
      // The wallet echoes our disconnect as a `change` with no accounts; core is clearing the
      // connection itself, so the echo must not count as the wallet disconnecting on its own.
      muted.add(connectorId)
      try {
        await disconnect(walletOf(connectorId))
      } finally {
        muted.delete(connectorId)
      }
    },
    // Solana wallets have no selected chain to switch: every transaction names its chain. A
    // network is accepted when the connected account (or the wallet) lists it.
    async switchNetwork({ connectorId, network }) {
      const wallet = walletOf(connectorId)
      const chains = wallet.accounts[0]?.chains.length ? wallet.accounts[0].chains : wallet.chains
      if (!supportsNetwork(network, chains)) {
        throw new WalletChainNotSupportedError({
          details: `${wallet.name} does not support ${network.caipNetworkId}`,
        })
      }
    },
    getBalance: (parameters) => getBalance({ ...parameters, commitment: preflightCommitment }),
    signMessage: async ({ connectorId, ...parameters }) =>
      signMessage(walletOf(connectorId), parameters),
    signIn: async ({ connectorId, ...parameters }) => signIn(walletOf(connectorId), parameters),
    sendTransaction: async ({ connectorId, network, from, to, value }) =>
      sendSol({ wallet: walletOf(connectorId), network, from, to, value, preflightCommitment }),
    sendToken: async ({ connectorId, network, from, to, amount, token }) =>
      token
        ? sendSplToken({
            wallet: walletOf(connectorId),
            from,
            network,
            to,
            mint: token.address,
            amount,
            decimals: token.decimals,
            preflightCommitment,
          })
        : sendSol({
            wallet: walletOf(connectorId),
            network,
            from,
            to,
            value: amount,
            preflightCommitment,
          }),
    estimateSendFee: ({ network, to, token }) =>
      estimateSendFee({ network, to, mint: token?.address, commitment: preflightCommitment }),
    sendSplToken: async ({ connectorId, ...parameters }) =>
      sendSplToken({ ...parameters, wallet: walletOf(connectorId), preflightCommitment }),
    getTokenBalances: (parameters) =>
      getTokenBalances({ ...parameters, commitment: preflightCommitment }),
    getProvider: (connectorId) => registry.get(connectorId)?.provider,
  }
}
