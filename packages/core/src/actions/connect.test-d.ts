import { expectTypeOf, test } from 'vitest'
import type { LatchClient } from '../client/latchClient.ts'
import type {
  ConnectFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
} from '../errors/connection.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import { type ConnectErrorType, type ConnectParameters, connect } from './connect.ts'

declare const latch: LatchClient

test('connect takes a connector id and resolves with the connection', () => {
  expectTypeOf(connect).parameter(1).toEqualTypeOf<ConnectParameters>()
  expectTypeOf<ConnectParameters>().toEqualTypeOf<{ connectorId: string }>()
  expectTypeOf(latch.connect({ connectorId: 'io.metamask' })).toEqualTypeOf<
    Promise<AdapterConnection>
  >()
  // @ts-expect-error: the connector is required
  latch.connect({})
})

test('its errors are the three connection failures', () => {
  expectTypeOf<ConnectErrorType>().toEqualTypeOf<
    ConnectionRejectedError | ConnectFailedError | ConnectorNotFoundError
  >()
})
