import { expectTypeOf, test } from 'vitest'
import type { CallsStatus } from '../calls/callsStatus.ts'
import type { LatchClient } from '../client/latchClient.ts'
import type { NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import type {
  CallsNotSupportedError,
  InvalidCallError,
  NoCallsError,
} from '../errors/smartAccount.ts'
import type { SendCallsErrorType } from './sendCalls.ts'

declare const latch: LatchClient

test('sendCalls takes calls with values in wei and resolves with the batch id', () => {
  expectTypeOf(
    latch.sendCalls({
      calls: [
        { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n },
        { to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', data: '0xa9059cbb' },
      ],
    }),
  ).toEqualTypeOf<Promise<{ id: string; capabilities?: Record<string, unknown> }>>()
  // @ts-expect-error: a decimal string is not a value in wei
  latch.sendCalls({ calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0.1' }] })
  // @ts-expect-error: every call has a receiver
  latch.sendCalls({ calls: [{ data: '0x' }] })
})

test('the status and the final status are CallsStatus; the account type is eoa or smartAccount', () => {
  expectTypeOf(latch.getCallsStatus({ id: '0x1' })).toEqualTypeOf<Promise<CallsStatus>>()
  expectTypeOf(latch.waitForCallsStatus({ id: '0x1' })).toEqualTypeOf<Promise<CallsStatus>>()
  latch.setPreferredAccountType({ type: 'eoa' })
  // @ts-expect-error: no such account type
  latch.setPreferredAccountType({ type: 'contract' })
})

test('sendCalls fails by class', () => {
  expectTypeOf<SendCallsErrorType>().toEqualTypeOf<
    | NotConnectedError
    | NoCallsError
    | InvalidCallError
    | CallsNotSupportedError
    | TransactionRejectedError
  >()
})
