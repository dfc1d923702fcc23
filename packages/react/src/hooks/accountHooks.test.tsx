import type { LatchClient, LatchEvent } from '@latch/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider/LatchProvider.tsx'
import { cleanupWallets, createScriptedClient } from '../test/wallets.ts'
import { useDisconnect } from './useDisconnect.ts'
import { useLatchAccount } from './useLatchAccount.ts'
import { useLatchEvents } from './useLatchEvents.ts'
import { useLatchNetwork } from './useLatchNetwork.ts'
import { useWalletInfo } from './useWalletInfo.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

afterEach(() => {
  cleanup()
  cleanupWallets()
})

function setup(options = {}) {
  const scripted = createScriptedClient(options)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={scripted.client}>{children}</LatchProvider>
  )
  return { ...scripted, wrapper }
}

const connect = (client: LatchClient) => act(() => client.connect({ connectorId: 'dev.wallet' }))

describe('useLatchAccount', () => {
  test('disconnected: no address, status disconnected', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useLatchAccount(), { wrapper })
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      balance: undefined,
      balanceSymbol: undefined,
      balanceStatus: undefined,
      allAccounts: [],
      embeddedWalletInfo: undefined,
    })
  })

  test('connected: address, CAIP-10 id, balance and symbol', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(() => useLatchAccount(), { wrapper })
    await connect(client)
    await vi.waitFor(() => expect(result.current.balance).toBe('1.5'))
    expect(result.current).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
      balanceSymbol: 'ETH',
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
    })
  })

  test('another namespace has its own account', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(() => useLatchAccount({ namespace: 'solana' }), { wrapper })
    await connect(client)
    expect(result.current.isConnected).toBe(false)
  })

  test('re-renders for its fields only', async () => {
    const { client, wrapper } = setup()
    let renders = 0
    renderHook(
      () => {
        renders++
        return useLatchAccount()
      },
      { wrapper },
    )
    const before = renders
    act(() => client.store.setState({ shaking: true, loading: true }))
    expect(renders).toBe(before)
  })
})

describe('useLatchNetwork', () => {
  test('the active network, its id and chain id; switchNetwork changes them', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(() => useLatchNetwork(), { wrapper })
    expect(result.current).toMatchObject({
      caipNetworkId: 'eip155:31337',
      chainId: 31_337,
      isUnsupported: false,
    })
    expect(result.current.caipNetwork.name).toBe('Latch Devnet')
    await act(() => result.current.switchNetwork(client.networks[2]!))
    expect(result.current.caipNetworkId).toBe('eip155:1')
  })

  test('a wallet on an unlisted network is unsupported', async () => {
    const { client, script, wrapper } = setup({ enableNetworkSwitch: false })
    script.chainId = 999
    const { result } = renderHook(() => useLatchNetwork(), { wrapper })
    await connect(client)
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:999', isUnsupported: true })
  })

  test('two switches to one network at once ask the wallet once', async () => {
    const { client, calls, wrapper } = setup()
    const { result } = renderHook(() => useLatchNetwork(), { wrapper })
    await connect(client)
    const target = client.networks[1]!
    await act(() =>
      Promise.all([result.current.switchNetwork(target), result.current.switchNetwork(target)]),
    )
    expect(calls.filter((call) => call.startsWith('switch:'))).toEqual(['switch:eip155:31338'])
  })
})

describe('useDisconnect and useWalletInfo', () => {
  test('wallet info while connected; disconnect clears both', async () => {
    const { client, calls, wrapper } = setup()
    const { result } = renderHook(() => ({ ...useDisconnect(), ...useWalletInfo() }), { wrapper })
    expect(result.current.walletInfo).toBeUndefined()
    await connect(client)
    expect(result.current.walletInfo).toMatchObject({ name: 'Dev Wallet' })
    await act(() => result.current.disconnect())
    expect(calls).toContain('disconnect')
    expect(result.current.walletInfo).toBeUndefined()
    expect(client.getState().accounts.eip155).toBeUndefined()
  })
})

describe('useLatchEvents', () => {
  test('returns the last event and calls onEvent for each, in order', async () => {
    const { client, wrapper } = setup()
    const seen: LatchEvent[] = []
    const { result, unmount } = renderHook(
      () => useLatchEvents({ onEvent: (event) => seen.push(event) }),
      { wrapper },
    )
    expect(result.current).toBeUndefined()
    await act(() => client.open())
    expect(result.current?.data.event).toBe('MODAL_OPEN')
    await connect(client)
    expect(seen.map((event) => event.data.event)).toEqual([
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_SUCCESS',
    ])
    expect(result.current?.data.event).toBe('CONNECT_SUCCESS')
    unmount()
    act(() => client.close())
    expect(client.events.last()?.data.event).toBe('MODAL_CLOSE')
    expect(seen).toHaveLength(3)
  })

  test('a component mounting late still gets the last event', async () => {
    const { client, wrapper } = setup()
    await act(() => client.open())
    const { result } = renderHook(() => useLatchEvents(), { wrapper })
    expect(result.current?.data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { view: 'Connect' },
    })
  })
})
