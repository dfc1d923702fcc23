import { expectTypeOf, test } from 'vitest'
import { connectEmail } from '../actions/connectEmail.ts'
import { showEmbeddedFrame } from '../actions/showEmbeddedFrame.ts'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.ts'
import type { LatchClient } from '../client/latchClient.ts'
import type { LatchOptions } from '../client/types.ts'
import type { EmailThrottleError, InvalidEmailError } from '../errors/embedded.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { EmbeddedFrameCalls, EmbeddedWalletProvider } from './types.ts'

declare const latch: LatchClient
declare const provider: EmbeddedWalletProvider

test('the email actions take the client and resolve with the next step, then the connection', () => {
  expectTypeOf(connectEmail(latch, { email: 'ada@example.com' })).toEqualTypeOf<
    Promise<{ step: 'otp' | 'device' }>
  >()
  expectTypeOf(verifyEmailOtp(latch, { otp: '123456' })).toEqualTypeOf<
    Promise<AdapterConnection | undefined>
  >()
  // @ts-expect-error: the code is a string (SPEC §5)
  verifyEmailOtp(latch, { otp: 123456 })
  // @ts-expect-error: a rect needs its four sides
  showEmbeddedFrame(latch, { top: 0, left: 0 })
})

test('connectEmail fails with the throttle and the address check among its classes', () => {
  type Errors = import('../actions/connectEmail.ts').ConnectEmailErrorType
  expectTypeOf<EmailThrottleError>().toMatchTypeOf<Errors>()
  expectTypeOf<InvalidEmailError>().toMatchTypeOf<Errors>()
})

test('the provider types each frame call by its action', () => {
  expectTypeOf(provider.call('CONNECT_OTP', { otp: '123456' })).toEqualTypeOf<
    Promise<EmbeddedFrameCalls['CONNECT_OTP']['result']>
  >()
  // @ts-expect-error: CONNECT_EMAIL takes an email
  provider.call('CONNECT_EMAIL', { otp: '1' })
  expectTypeOf<LatchOptions['embeddedWallet']>().not.toBeAny()
})
