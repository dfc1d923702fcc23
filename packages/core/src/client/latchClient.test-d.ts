import { describe, expectTypeOf, test } from 'vitest'
import type { ConnectParameters, ConnectReturnType } from '../actions/connect.ts'
import type { SendTokenParameters, SendTokenReturnType } from '../actions/sendToken.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { LatchState } from '../types/state.ts'
import type { actions, lazyActions } from './actions.ts'
import type { createLatch } from './createLatch.ts'
import type { LatchClient } from './latchClient.ts'
import type { Client } from './types.ts'

declare const latch: LatchClient

describe('LatchClient', () => {
  test('createLatch returns one', () => {
    expectTypeOf<ReturnType<typeof createLatch>>().toEqualTypeOf<LatchClient>()
  })

  test('is a Client: every action takes it', () => {
    expectTypeOf(latch).toExtend<Client>()
  })

  test('has a method for every action of the maps, and nothing the maps lack', () => {
    type Methods = Exclude<keyof LatchClient, keyof Client>
    expectTypeOf<Methods>().toEqualTypeOf<
      | keyof typeof actions
      | keyof typeof lazyActions
      | 'open'
      | 'connectWalletConnect'
      | 'cancelWalletConnect'
    >()
  })

  test('a method is its action without the client argument', () => {
    expectTypeOf(latch.connect).toEqualTypeOf<
      (parameters: ConnectParameters) => Promise<ConnectReturnType>
    >()
    expectTypeOf(latch.close).toEqualTypeOf<() => undefined>()
    expectTypeOf(latch.hideToast).parameters.toEqualTypeOf<[id?: number | undefined]>()
  })

  test('a lazily loaded action resolves with what the action resolves with', () => {
    expectTypeOf(latch.sendToken).toEqualTypeOf<
      (parameters: SendTokenParameters) => Promise<SendTokenReturnType>
    >()
    expectTypeOf(latch.fetchTokenBalances).returns.toEqualTypeOf<Promise<undefined>>()
    expectTypeOf(latch.reportError).returns.toEqualTypeOf<Promise<boolean>>()
  })

  test('the WalletConnect methods come from the glue contract', () => {
    expectTypeOf(latch.connectWalletConnect).toEqualTypeOf<() => Promise<AdapterConnection>>()
    expectTypeOf(latch.cancelWalletConnect).toEqualTypeOf<() => void>()
  })

  test('getState reads the whole state; subscribe hands the new and previous state', () => {
    expectTypeOf(latch.getState()).toEqualTypeOf<LatchState>()
    expectTypeOf(latch.subscribe)
      .parameter(0)
      .toEqualTypeOf<(state: LatchState, previous: LatchState) => void>()
    expectTypeOf(latch.getState().accounts.eip155?.status).toEqualTypeOf<
      'disconnected' | 'connecting' | 'connected' | undefined
    >()
  })
})
