import { expectTypeOf, test } from 'vitest'
import type { LatchClient } from '../client/latchClient.ts'
import type { DisconnectChainFailedError, DisconnectFailedError } from '../errors/connection.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { DisconnectErrorType, DisconnectParameters } from './disconnect.ts'

declare const latch: LatchClient

test('disconnect takes an optional namespace, or a namespace and one wallet, and resolves with nothing', () => {
  expectTypeOf<DisconnectParameters>().toEqualTypeOf<
    | { namespace?: ChainNamespace; connectorId?: undefined }
    | { namespace: ChainNamespace; connectorId: string }
  >()
  expectTypeOf(latch.disconnect()).toEqualTypeOf<Promise<undefined>>()
  expectTypeOf(latch.disconnect({ namespace: 'solana' })).toEqualTypeOf<Promise<undefined>>()
  // @ts-expect-error: not a chain namespace
  latch.disconnect({ namespace: 'ethereum' })
  expectTypeOf(latch.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' })).toEqualTypeOf<
    Promise<undefined>
  >()
  // @ts-expect-error: one wallet is named with its namespace
  latch.disconnect({ connectorId: 'io.metamask' })
})

test('it fails as one chain or as all', () => {
  expectTypeOf<DisconnectErrorType>().toEqualTypeOf<
    DisconnectFailedError | DisconnectChainFailedError
  >()
})
