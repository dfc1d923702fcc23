import { setActiveNetwork } from '@latch/core/internal'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider/LatchProvider.tsx'
import {
  cleanupMultichain,
  connectBoth,
  createMultichainClient,
  EVM_ADDRESS,
  SOLANA_ADDRESS,
  SOLANA_NETWORK,
} from '../test/multichainClient.ts'
import { useLatchAccount } from './useLatchAccount.ts'
import { useLatchNetwork } from './useLatchNetwork.ts'
import { useLatchProvider } from './useLatchProvider.ts'

afterEach(() => {
  cleanup()
  cleanupMultichain()
})

function setup(options = {}) {
  const scripted = createMultichainClient(options)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={scripted.client}>{children}</LatchProvider>
  )
  return { ...scripted, wrapper }
}

describe('useLatchProvider', () => {
  test('the wallet provider of a namespace and how it was reached; nothing while disconnected', async () => {
    const { client, evm, sol, wrapper } = setup()
    const evmProvider = { request: () => {} }
    const solanaWallet = { name: 'Sol Wallet' }
    evm.adapter.getProvider = (id) => (id === 'dev.wallet' ? evmProvider : undefined)
    sol.adapter.getProvider = (id) => (id === 'sol.wallet' ? solanaWallet : undefined)
    const { result } = renderHook(
      () => ({ evm: useLatchProvider('eip155'), solana: useLatchProvider('solana') }),
      { wrapper },
    )
    expect(result.current.solana).toEqual({
      walletProvider: undefined,
      walletProviderType: undefined,
    })
    await act(() => connectBoth(client))
    expect(result.current.evm.walletProvider).toBe(evmProvider)
    expect(result.current.solana).toEqual({
      walletProvider: solanaWallet,
      walletProviderType: 'ANNOUNCED',
    })
    await act(() => client.disconnect({ namespace: 'solana' }))
    expect(result.current.solana.walletProvider).toBeUndefined()
    expect(result.current.evm.walletProvider).toBe(evmProvider)
  })

  test('without a namespace it follows the active one', async () => {
    const { client, sol, wrapper } = setup()
    const solanaWallet = { name: 'Sol Wallet' }
    sol.adapter.getProvider = () => solanaWallet
    const { result } = renderHook(() => useLatchProvider(), { wrapper })
    await act(() => connectBoth(client))
    // EVM is active: the scripted EVM adapter hands out no provider.
    expect(result.current.walletProvider).toBeUndefined()
    act(() => setActiveNetwork(client, SOLANA_NETWORK))
    expect(result.current.walletProvider).toBe(solanaWallet)
  })
})

describe('useLatchAccount and useLatchNetwork per namespace', () => {
  test('each namespace reads its own account and network while the other is active', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(
      () => ({
        solana: useLatchAccount({ namespace: 'solana' }),
        active: useLatchAccount(),
        solanaNetwork: useLatchNetwork({ namespace: 'solana' }),
        activeNetwork: useLatchNetwork(),
      }),
      { wrapper },
    )
    // Before any connection a namespace's network is the first the site lists for it.
    expect(result.current.solanaNetwork.caipNetworkId).toBe(SOLANA_NETWORK.caipNetworkId)
    await act(() => connectBoth(client))
    await vi.waitFor(() => expect(result.current.solana.balance).toBe('100'))
    expect(result.current.solana).toMatchObject({
      address: SOLANA_ADDRESS,
      balanceSymbol: 'SOL',
      balanceStatus: 'ready',
      caipAddress: `${SOLANA_NETWORK.caipNetworkId}:${SOLANA_ADDRESS}`,
    })
    expect(result.current.active.address).toBe(EVM_ADDRESS)
    expect(result.current.activeNetwork.caipNetworkId).toBe('eip155:31337')
    expect(result.current.solanaNetwork).toMatchObject({
      caipNetworkId: SOLANA_NETWORK.caipNetworkId,
      chainId: SOLANA_NETWORK.id,
      isUnsupported: false,
    })
  })

  test('a failed balance read reports balanceStatus error', async () => {
    const { client, sol, wrapper } = setup()
    sol.script.balanceError = new Error('rpc down')
    const { result } = renderHook(() => useLatchAccount({ namespace: 'solana' }), { wrapper })
    await act(() => connectBoth(client))
    await vi.waitFor(() => expect(result.current.balanceStatus).toBe('error'))
    expect(result.current.balance).toBeUndefined()
  })

  test('a namespace the site lists no network for reads as an unknown network of it', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useLatchNetwork({ namespace: 'bip122' }), { wrapper })
    expect(result.current).toMatchObject({ caipNetworkId: 'bip122:unknown', isUnsupported: true })
  })
})
