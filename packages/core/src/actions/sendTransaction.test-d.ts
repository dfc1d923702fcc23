import { expectTypeOf, test } from 'vitest'
import type { LatchClient } from '../client/latchClient.ts'
import type { NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import type { SendTransactionErrorType, SendTransactionParameters } from './sendTransaction.ts'

declare const latch: LatchClient

test('sendTransaction takes the value in the smallest unit and resolves with the hash', () => {
  expectTypeOf<SendTransactionParameters['value']>().toEqualTypeOf<bigint>()
  expectTypeOf(
    latch.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }),
  ).toEqualTypeOf<Promise<string>>()
  // @ts-expect-error: a decimal string is not a value in wei
  latch.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0.1' })
})

test('it fails when not connected or when the visitor declines', () => {
  expectTypeOf<SendTransactionErrorType>().toEqualTypeOf<
    NotConnectedError | TransactionRejectedError
  >()
})
