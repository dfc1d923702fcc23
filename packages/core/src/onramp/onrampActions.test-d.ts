import { describe, expectTypeOf, test } from 'vitest'
import { open } from '../actions/open.ts'
import { openOnrampProvider } from '../actions/openOnrampProvider.ts'
import type { SetOnrampPaymentMethodParameters } from '../actions/setOnrampPaymentMethod.ts'
import type { LatchClient } from '../client/latchClient.ts'
import type { OnrampState } from './onrampState.ts'

declare const latch: LatchClient

describe('the on-ramp in types', () => {
  test('open takes the Buy view (OnRampProviders) with its arguments, and only those', () => {
    void open(latch, {
      view: 'OnRampProviders',
      arguments: { purchaseCurrency: 'USDC', amount: '50', paymentMethod: 'bank_account' },
    })
    // @ts-expect-error: a payment method the limits don't know
    void latch.open({ view: 'OnRampProviders', arguments: { paymentMethod: 'cash' } })
    // @ts-expect-error: Buy takes no receiver
    void latch.open({ view: 'OnRampProviders', arguments: { to: '0x1' } })
    expectTypeOf(latch.open<'OnRampProviders'>).returns.resolves.toEqualTypeOf<undefined>()
  })

  test('state.onramp is the purchase, or undefined while no Buy view is open', () => {
    expectTypeOf(latch.getState().onramp).toEqualTypeOf<OnrampState | undefined>()
  })

  test('the actions are functions of the client; Continue never rejects', () => {
    expectTypeOf<SetOnrampPaymentMethodParameters>().toEqualTypeOf<'card' | 'bank_account'>()
    expectTypeOf(openOnrampProvider).parameter(0).toEqualTypeOf<Parameters<typeof open>[0]>()
    expectTypeOf(openOnrampProvider).returns.resolves.toEqualTypeOf<
      { url: string; orderId: string } | undefined
    >()
  })
})
