import { describe, expect, test } from 'vitest'
import { INITIAL_ROUTER_STATE, pop, push, replace, reset } from './history.ts'

const views = (state: { history: { view: string }[] } | undefined) =>
  state?.history.map((entry) => entry.view)

describe('view history', () => {
  test('push adds on top and goes next', () => {
    const state = push(INITIAL_ROUTER_STATE, { view: 'AllWallets' })
    expect(views(state)).toEqual(['Connect', 'AllWallets'])
    expect(state.direction).toBe('next')
  })

  test('pushing the view already on top is a no-op', () => {
    const once = push(INITIAL_ROUTER_STATE, { view: 'AllWallets' })
    expect(push(once, { view: 'AllWallets' })).toBe(once)
  })

  test('replace swaps the top entry', () => {
    const state = replace(push(INITIAL_ROUTER_STATE, { view: 'AllWallets' }), { view: 'Networks' })
    expect(views(state)).toEqual(['Connect', 'Networks'])
  })

  test('back pops the history and goes prev', () => {
    const state = pop(push(INITIAL_ROUTER_STATE, { view: 'AllWallets' }), false)
    expect(views(state)).toEqual(['Connect'])
    expect(state?.direction).toBe('prev')
  })

  test('back with one entry left means close', () => {
    expect(pop(INITIAL_ROUTER_STATE, false)).toBeUndefined()
    expect(pop(reset({ view: 'Account' }), true)).toBeUndefined()
  })

  test('when connected, going back to Connect shows Account', () => {
    const state = pop(push(INITIAL_ROUTER_STATE, { view: 'Networks' }), true)
    expect(views(state)).toEqual(['Account'])
  })

  test('when not connected, going back to Connect shows Connect', () => {
    expect(views(pop(push(INITIAL_ROUTER_STATE, { view: 'Networks' }), false))).toEqual(['Connect'])
  })

  test('the stack starts at Connect', () => {
    expect(views(INITIAL_ROUTER_STATE)).toEqual(['Connect'])
    expect(views(reset({ view: 'Account' }))).toEqual(['Account'])
  })
})

test('back to a Connect view for another namespace keeps it when that namespace is not connected', () => {
  const state = push(
    push(INITIAL_ROUTER_STATE, { view: 'Connect', params: { namespace: 'solana' } }),
    {
      view: 'ConnectingExternal',
      params: { connectorId: 'ws:Phantom' },
    },
  )
  const connected = (namespace: string | undefined) => namespace !== 'solana'
  expect(views(pop(state, connected))).toEqual(['Connect', 'Connect'])
  const evm = push(
    push(INITIAL_ROUTER_STATE, { view: 'Connect', params: { namespace: 'eip155' } }),
    {
      view: 'Networks',
    },
  )
  expect(views(pop(evm, connected))).toEqual(['Connect', 'Account'])
})
