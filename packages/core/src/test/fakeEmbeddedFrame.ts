import { vi } from 'vitest'
import type { EmbeddedWalletConfig } from '../client/types.ts'
import { embeddedWalletGlue } from '../embedded/glue.ts'
import type {
  EmbeddedCallOptions,
  EmbeddedFrameAction,
  EmbeddedFrameEventName,
  EmbeddedUser,
  EmbeddedWalletProvider,
} from '../embedded/types.ts'
import type { ChainAdapter } from '../types/adapter.ts'

export const EVM_ADDRESS = '0x00000000000000000000000000000000000000e1'
export const SOLANA_ADDRESS = 'Hx1dLMmWMRm1dBJ3Vdbp7sMxoDLtS5ZiRqE9EUfN4Ty8'

export const embeddedUser: EmbeddedUser = {
  email: 'ada@example.com',
  address: EVM_ADDRESS,
  chainId: 'eip155:31337',
  accounts: [
    { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
    { namespace: 'solana', address: SOLANA_ADDRESS, type: 'eoa' },
  ],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

type Handler = (payload: never, options: EmbeddedCallOptions | undefined) => Promise<unknown>

/**
 * A fake frame behind the `EmbeddedWalletProvider` seam, for core's unit tests: each action
 * answers as the test scripts it (the real frame is tested by `@latch/embedded-wallet` and e2e).
 * Unscripted actions answer `{}`.
 */
export function createFakeFrame(handlers: Partial<Record<EmbeddedFrameAction, Handler>> = {}) {
  const calls: { action: EmbeddedFrameAction; payload: unknown; options?: EmbeddedCallOptions }[] =
    []
  const listeners = new Set<(event: EmbeddedFrameEventName, payload: unknown) => void>()
  const provider: EmbeddedWalletProvider = {
    ready: Promise.resolve(),
    call(action, payload, options) {
      calls.push({ action, payload, ...(options ? { options } : {}) })
      const handler = handlers[action]
      return (handler ? handler(payload as never, options) : Promise.resolve({})) as never
    },
    showFrame: vi.fn(),
    hideFrame: vi.fn(),
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy: vi.fn(),
  }
  const config: EmbeddedWalletConfig = {
    glue: embeddedWalletGlue,
    frameUrl: 'http://localhost:8788',
    load: vi.fn(async () => provider),
  }
  return {
    provider,
    config,
    calls,
    handlers,
    actions: () => calls.map((call) => call.action),
    emit: (event: EmbeddedFrameEventName) => {
      for (const listener of listeners) listener(event, undefined)
    },
  }
}

/** A Solana adapter with no wallets of its own: balances answered locally (no network). */
export function createQuietSolanaAdapter(): ChainAdapter {
  const never = () => Promise.reject(new Error('no solana wallet in this test'))
  return {
    namespace: 'solana',
    setup: (context) => {
      context.setConnectors([])
      return () => {}
    },
    connect: never,
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ balance: '0', symbol: 'SOL' }),
    signMessage: never,
    sendTransaction: never,
    getProvider: () => undefined,
  }
}
