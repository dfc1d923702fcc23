import { expectTypeOf, test } from 'vitest'
import type { LatchClient } from '../client/latchClient.ts'
import type { NotConnectedError, SignatureDeclinedError } from '../errors/connection.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { SignMessageErrorType, SignMessageParameters } from './signMessage.ts'

declare const latch: LatchClient

test('signMessage takes the message and resolves with the signature', () => {
  expectTypeOf<SignMessageParameters>().toEqualTypeOf<{
    message: string
    namespace?: ChainNamespace
  }>()
  expectTypeOf(latch.signMessage({ message: 'Hello' })).toEqualTypeOf<Promise<string>>()
  // @ts-expect-error: bytes are not a message
  latch.signMessage({ message: new Uint8Array() })
})

test('it fails when not connected or when the visitor declines', () => {
  expectTypeOf<SignMessageErrorType>().toEqualTypeOf<NotConnectedError | SignatureDeclinedError>()
})
