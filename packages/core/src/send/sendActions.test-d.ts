import { describe, expectTypeOf, test } from 'vitest'
import type { SetSendStepParameters } from '../actions/setSendStep.ts'
import type { SubmitSendReturnType } from '../actions/submitSend.ts'
import type { LatchClient } from '../client/latchClient.ts'
import type { SendState, SendStep } from './sendState.ts'

declare const latch: LatchClient

describe('the send actions as client methods', () => {
  test('load on demand: each resolves once its code is in', () => {
    expectTypeOf(latch.setSendTokenAmount).toEqualTypeOf<(amount: string) => Promise<undefined>>()
    expectTypeOf(latch.setSendReceiverAddress).toEqualTypeOf<(text: string) => Promise<undefined>>()
    expectTypeOf(latch.setSendStep).toEqualTypeOf<
      (step: SetSendStepParameters) => Promise<boolean>
    >()
    expectTypeOf(latch.submitSend).toEqualTypeOf<() => Promise<SubmitSendReturnType>>()
  })

  test('only the form, the token list and the review are steps a caller sets', () => {
    expectTypeOf<SetSendStepParameters>().toEqualTypeOf<'form' | 'tokens' | 'review'>()
    expectTypeOf<SetSendStepParameters>().toExtend<SendStep>()
  })

  test('state.send is the Send state, or undefined while no Send view is open', () => {
    expectTypeOf(latch.getState().send).toEqualTypeOf<SendState | undefined>()
  })
})
