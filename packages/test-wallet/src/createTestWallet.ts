import { assertPolicy } from './approval/askForApproval.ts'
import { selectedAccount, statusOf, type WalletContext } from './context.ts'
import { createEmitter } from './createEmitter.ts'
import { resolveInfo } from './defaultInfo.ts'
import { ProviderRpcError, RPC_ERROR_CODE } from './errors/ProviderRpcError.ts'
import { handleRequest } from './methods/handleRequest.ts'
import { accounts as exposedAccounts } from './methods/requestAccounts.ts'
import { setChain } from './methods/switchChain.ts'
import { toHex } from './toHex.ts'
import type { CreateTestWalletOptions, TestWallet, TestWalletProvider } from './types.ts'
import { validateOptions } from './validateOptions.ts'
import { createWalletAccounts } from './walletAccount.ts'

/**
 * Creates a real EIP-1193 wallet over dev private keys: it signs locally with viem accounts and
 * forwards reads and raw transactions to the current chain's RPC. Nothing is announced or
 * injected; see `injectTestWallet` for that.
 *
 * @example
 * const wallet = createTestWallet({
 *   privateKeys: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
 *   chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' }) as string[]
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  const { knownChainIds, chainId } = validateOptions(options)
  const emitter = createEmitter()
  let queue: Promise<unknown> = Promise.resolve()
  const context: WalletContext = {
    accounts: createWalletAccounts(options),
    selectedIndex: 0,
    chains: new Map(options.chains.map((chain) => [chain.chainId, { ...chain }])),
    knownChainIds: new Set(knownChainIds),
    chainId,
    permitted: options.permitted ?? false,
    locked: false,
    policy: options.policy ?? 'approve',
    confirmChainSwitch: options.confirmChainSwitch ?? false,
    switchOnAddChain: options.switchOnAddChain ?? true,
    info: resolveInfo(options.info),
    window: options.window ?? (globalThis as { window?: Window }).window,
    requests: [],
    approvals: [],
    emit: emitter.emit,
    serialize(task) {
      const run = queue.then(task)
      queue = run.catch(() => undefined)
      return run
    },
  }

  const provider: TestWalletProvider = {
    isLatchTestWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(
          RPC_ERROR_CODE.invalidRequest,
          'Invalid request: expected { method: string, params?: unknown[] | object }.',
        )
      }
      context.requests.push(args.method)
      return handleRequest(context, args.method, args.params)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return provider
    },
  }

  return {
    provider,
    info: context.info,
    get status() {
      return statusOf(context)
    },
    get connected() {
      return statusOf(context) === 'connected'
    },
    get policy() {
      return context.policy
    },
    get address() {
      return selectedAccount(context).address
    },
    addresses: context.accounts.map((account) => account.address),
    get chainId() {
      return context.chainId
    },
    get knownChainIds() {
      return [...context.knownChainIds]
    },
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
      if (!Number.isInteger(index) || index < 0 || index >= context.accounts.length) {
        throw new RangeError(`No account at index ${index} (${context.accounts.length} accounts).`)
      }
      if (index === context.selectedIndex) return
      context.selectedIndex = index
      // Real wallets tell only pages that were given accounts.
      const exposed = exposedAccounts(context)
      if (exposed.length > 0) context.emit('accountsChanged', exposed)
    },
    switchChainExternally(nextChainId) {
      setChain(context, nextChainId)
    },
    lock() {
      if (context.locked) return
      const wasExposed = exposedAccounts(context).length > 0
      context.locked = true
      if (wasExposed) context.emit('accountsChanged', [])
      context.emit(
        'disconnect',
        new ProviderRpcError(RPC_ERROR_CODE.disconnected, 'The test wallet was locked.'),
      )
    },
    unlock() {
      if (!context.locked) return
      context.locked = false
      context.emit('connect', { chainId: toHex(context.chainId) })
      const exposed = exposedAccounts(context)
      if (exposed.length > 0) context.emit('accountsChanged', exposed)
    },
  }
}
