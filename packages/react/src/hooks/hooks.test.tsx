import type { LatchState } from '@latch/core'
import { act, cleanup, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { MissingProviderError } from '../errors/MissingProviderError.ts'
import { LatchProvider } from '../LatchProvider/LatchProvider.tsx'
import { createTestClient } from '../test/fixtures.tsx'
import { useLatch } from './useLatch.ts'
import { useLatchState } from './useLatchState.ts'
import { useLatchStore } from './useLatchStore.ts'

afterEach(cleanup)

function setup() {
  const client = createTestClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={client}>{children}</LatchProvider>
  )
  return { client, wrapper }
}

describe('useLatchStore', () => {
  test('re-renders when its slice changes and not for other changes', () => {
    const { client, wrapper } = setup()
    let renders = 0
    const selectLoading = (state: LatchState) => state.loading
    const { result } = renderHook(
      () => {
        renders++
        return useLatchStore(selectLoading)
      },
      { wrapper },
    )
    const before = renders
    act(() => client.store.setState({ shaking: true }))
    expect(renders).toBe(before)
    act(() => client.store.setState({ loading: true }))
    expect(result.current).toBe(true)
    expect(renders).toBe(before + 1)
  })

  test('with an equality function a new object with equal fields keeps the old reference', () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(
      () =>
        useLatchStore(
          (state) => ({ open: state.open }),
          (a, b) => a.open === b.open,
        ),
      { wrapper },
    )
    const first = result.current
    act(() => client.store.setState({ shaking: true }))
    expect(result.current).toBe(first)
    act(() => client.store.setState({ open: true }))
    expect(result.current).toEqual({ open: true })
  })
})

describe('useLatchState', () => {
  test('reports open, network, namespace, loading and view', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(() => useLatchState(), { wrapper })
    expect(result.current).toEqual({
      open: false,
      selectedNetworkId: undefined,
      activeNamespace: undefined,
      loading: false,
      view: 'Connect',
    })
    act(() => client.store.setState({ activeNamespace: 'eip155', activeCaipNetworkId: 'eip155:1' }))
    expect(result.current.selectedNetworkId).toBe('eip155:1')
    expect(result.current.activeNamespace).toBe('eip155')
    await act(() => client.open({ view: 'Networks' }))
    expect(result.current.open).toBe(true)
    expect(result.current.view).toBe('Networks')
  })

  test('keeps its reference when nothing it reports changed', () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(() => useLatchState(), { wrapper })
    const first = result.current
    act(() => client.store.setState({ shaking: true, connectors: [] }))
    expect(result.current).toBe(first)
  })
})

describe('useLatch', () => {
  test('open and close drive the modal; the client is exposed', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(() => useLatch(), { wrapper })
    expect(result.current.client).toBe(client)
    await act(() => result.current.open({ view: 'Networks' }))
    expect(client.getState().open).toBe(true)
    expect(client.getState().history.at(-1)?.view).toBe('Networks')
    act(() => result.current.close())
    expect(client.getState().open).toBe(false)
  })
})

function Orphan() {
  useLatch()
  return null
}

test('a hook outside <LatchProvider> throws MissingProviderError', () => {
  const error = (() => {
    try {
      render(<Orphan />)
    } catch (caught) {
      return caught
    }
  })()
  expect(error).toBeInstanceOf(MissingProviderError)
  expect((error as MissingProviderError).shortMessage).toBe(
    'useLatch must be rendered inside <LatchProvider latch={client}>',
  )
})
