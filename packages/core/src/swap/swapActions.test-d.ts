import { describe, expectTypeOf, test } from 'vitest'
import { open } from '../actions/open.ts'
import type { SetSwapAmountParameters } from '../actions/setSwapAmount.ts'
import type { SetSwapStepParameters } from '../actions/setSwapStep.ts'
import { submitSwap } from '../actions/submitSwap.ts'
import type { LatchClient } from '../client/latchClient.ts'
import type { SwapState, SwapTokenList } from './swapState.ts'

declare const latch: LatchClient

describe('swaps in types', () => {
  test('open takes the Swap view with its arguments, and only those', () => {
    void open(latch, {
      view: 'Swap',
      arguments: { fromToken: 'USDC', toToken: 'DAI', amount: '1' },
    })
    void latch.open({ view: 'Swap', arguments: {} })
    // @ts-expect-error: Swap takes no receiver
    void latch.open({ view: 'Swap', arguments: { to: '0x1' } })
    expectTypeOf(latch.open<'Swap'>).returns.resolves.toEqualTypeOf<undefined>()
  })

  test('state.swap is the Swap state, or undefined while no Swap view is open', () => {
    expectTypeOf(latch.getState().swap).toEqualTypeOf<SwapState | undefined>()
    expectTypeOf(latch.getState().swapTokens).toEqualTypeOf<
      Partial<Record<string, SwapTokenList>> | undefined
    >()
  })

  test('the actions are functions of the client: either field, the form or a token list', () => {
    expectTypeOf<SetSwapAmountParameters>().toEqualTypeOf<{ side: 'from' | 'to'; amount: string }>()
    expectTypeOf<SetSwapStepParameters>().toEqualTypeOf<'form' | 'fromTokens' | 'toTokens'>()
    expectTypeOf(submitSwap).parameter(0).toEqualTypeOf<Parameters<typeof open>[0]>()
    expectTypeOf(submitSwap).returns.resolves.toEqualTypeOf<{ hash: string } | undefined>()
  })
})
