import { ANVIL_KEYS } from '@latch/devnet/testing'
import { createTestWallet } from '../src/createTestWallet.ts'
import type { CreateTestWalletOptions, TestWallet, TestWalletEventMap } from '../src/types.ts'

/** An RPC URL nothing listens on: for tests that must not touch a chain. */
export const UNUSED_RPC_URL = 'http://127.0.0.1:9'

/** A wallet over anvil's two dev keys on one chain, with overrides. */
export function makeWallet(overrides: Partial<CreateTestWalletOptions> = {}): TestWallet {
  return createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: UNUSED_RPC_URL }],
    ...overrides,
  })
}

/** Collects every payload of one provider event. */
export function record<E extends keyof TestWalletEventMap>(
  wallet: TestWallet,
  event: E,
): Parameters<TestWalletEventMap[E]>[0][] {
  const seen: Parameters<TestWalletEventMap[E]>[0][] = []
  const listener = (payload: Parameters<TestWalletEventMap[E]>[0]) => {
    seen.push(payload)
  }
  wallet.provider.on(event, listener as TestWalletEventMap[E])
  return seen
}
