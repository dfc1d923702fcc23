import { describe, expect, test, vi } from 'vitest'
import type { Connector } from '../types/connector.ts'
import { watchDiscovered } from './watchDiscovered.ts'

const connector = (id: string): Connector => ({ id, name: id, type: 'ANNOUNCED', chain: 'eip155' })

function setup() {
  const setConnectors = vi.fn()
  const unsubscribed: string[] = []
  const subscribe = vi.fn((wallet: string) => () => void unsubscribed.push(wallet))
  const discovered = watchDiscovered<string>({ setConnectors }, subscribe)
  return { discovered, setConnectors, subscribe, unsubscribed }
}

describe('watchDiscovered', () => {
  test('subscribes once to each wallet, however many updates list it', () => {
    const { discovered, subscribe } = setup()
    discovered.update({ wallets: ['a'], connectors: [connector('a')] })
    discovered.update({ wallets: ['a', 'b'], connectors: [connector('a'), connector('b')] })
    discovered.update({ wallets: ['b', 'a'], connectors: [connector('a'), connector('b')] })
    expect(subscribe.mock.calls.map(([wallet]) => wallet)).toEqual(['a', 'b'])
  })

  test('unsubscribes from a wallet that left, and again subscribes if it comes back', () => {
    const { discovered, subscribe, unsubscribed } = setup()
    discovered.update({ wallets: ['a', 'b'], connectors: [] })
    discovered.update({ wallets: ['b'], connectors: [] })
    expect(unsubscribed).toEqual(['a'])
    discovered.update({ wallets: ['a', 'b'], connectors: [] })
    expect(subscribe.mock.calls.map(([wallet]) => wallet)).toEqual(['a', 'b', 'a'])
  })

  test('passes the connector list on only when it changed', () => {
    const { discovered, setConnectors } = setup()
    discovered.update({ wallets: ['a'], connectors: [connector('a')] })
    discovered.update({ wallets: ['a'], connectors: [connector('a')] })
    discovered.update({ wallets: ['a'], connectors: [connector('a'), connector('b')] })
    expect(setConnectors.mock.calls.map(([list]) => list.map((c: Connector) => c.id))).toEqual([
      ['a'],
      ['a', 'b'],
    ])
  })

  test('stop unsubscribes from every wallet', () => {
    const { discovered, unsubscribed } = setup()
    discovered.update({ wallets: ['a', 'b'], connectors: [] })
    discovered.stop()
    expect(unsubscribed.sort()).toEqual(['a', 'b'])
  })
})
