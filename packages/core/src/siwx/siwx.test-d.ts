import { expectTypeOf, test } from 'vitest'
import type { LatchClient } from '../client/latchClient.ts'
import type { LatchOptions } from '../client/types.ts'
import { mainnet } from '../networks/builtin.ts'
import { latchSiwx } from './latchSiwx.ts'
import type { SiwxMessageFields } from './message.ts'
import type { SiweConfig, SiwxConfig, SiwxSession, SiwxState } from './types.ts'
import { unverifiedSiwx } from './unverifiedSiwx.ts'

declare const latch: LatchClient
const base = { projectId: 'p', networks: [mainnet] } as const

test('siwx takes a SiwxConfig: the built-ins or your own', () => {
  expectTypeOf(latchSiwx({ required: true, statement: 'Welcome' })).toEqualTypeOf<SiwxConfig>()
  expectTypeOf(unverifiedSiwx()).toEqualTypeOf<SiwxConfig>()
  const own: SiwxConfig = {
    createMessageFields: async (input) => ({
      ...input,
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    }),
    addSession: async () => undefined,
    getSessions: async () => [],
    revokeSession: async () => {},
  }
  expectTypeOf({ ...base, siwx: own }).toMatchTypeOf<LatchOptions>()
  // @ts-expect-error: a SiwxConfig needs its four session methods
  const missing: LatchOptions = { ...base, siwx: { getRequired: () => true } }
  void missing
})

test('siweConfig takes the older shape', () => {
  const siwe: SiweConfig = {
    getNonce: async () => 'n0nce1234',
    verifyMessage: async ({ message, signature }) => message.length > 0 && signature.length > 0,
    getSession: async () => ({ address: '0x…', chainId: 1 }),
    signOut: async () => true,
  }
  expectTypeOf({ ...base, siweConfig: siwe }).toMatchTypeOf<LatchOptions>()
  // @ts-expect-error: getSession answers a numeric chain id
  const wrong: SiweConfig = { ...siwe, getSession: async () => ({ address: '0x', chainId: '1' }) }
  void wrong
})

test("the client's sign-in methods and state", () => {
  expectTypeOf(latch.signIn()).toEqualTypeOf<Promise<SiwxSession>>()
  expectTypeOf(latch.cancelSignIn()).toEqualTypeOf<Promise<undefined>>()
  expectTypeOf(latch.signOut({ namespace: 'eip155' })).toEqualTypeOf<Promise<undefined>>()
  expectTypeOf(latch.getSiwxSession()).toEqualTypeOf<Promise<SiwxSession | undefined>>()
  expectTypeOf(latch.getState().siwx).toEqualTypeOf<SiwxState | undefined>()
  expectTypeOf<SiwxSession['data']>().toEqualTypeOf<SiwxMessageFields>()
})
