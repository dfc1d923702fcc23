import { expectTypeOf, test } from 'vitest'
import type { LatchClient } from '../client/latchClient.ts'
import { open } from './open.ts'
import type { SendTokenReturnType } from './sendToken.ts'

declare const latch: LatchClient

test('opened on WalletSend it resolves with the sent transaction', () => {
  expectTypeOf(latch.open({ view: 'WalletSend' })).toEqualTypeOf<Promise<SendTokenReturnType>>()
  expectTypeOf(open(latch, { view: 'WalletSend' })).toEqualTypeOf<Promise<SendTokenReturnType>>()
})

test('opened on any other view, or none, it resolves with nothing', () => {
  expectTypeOf(latch.open()).toEqualTypeOf<Promise<undefined>>()
  expectTypeOf(latch.open({ view: 'Networks' })).toEqualTypeOf<Promise<undefined>>()
  expectTypeOf(latch.open({ namespace: 'solana' })).toEqualTypeOf<Promise<undefined>>()
})

test("a view's arguments are that view's parameters", () => {
  latch.open({ view: 'WalletSend', arguments: { to: 'bob.latch', amount: '1' } })
  latch.open({ view: 'ConnectingExternal', arguments: { connectorId: 'io.metamask' } })
  // @ts-expect-error: WalletSend takes no connectorId
  latch.open({ view: 'WalletSend', arguments: { connectorId: 'io.metamask' } })
  // @ts-expect-error: Networks takes no arguments
  latch.open({ view: 'Networks', arguments: { to: 'bob.latch' } })
  // @ts-expect-error: not a view
  latch.open({ view: 'Nowhere' })
})
