import { expectTypeOf, test } from 'vitest'
import type { LatchClient } from '../client/latchClient.ts'
import type { ChainNotSupportedError, NetworkNotFoundError } from '../errors/connection.ts'
import { mainnet } from '../networks/builtin.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { SwitchNetworkErrorType, SwitchNetworkParameters } from './switchNetwork.ts'

declare const latch: LatchClient

test('switchNetwork takes a network and resolves with nothing', () => {
  expectTypeOf<SwitchNetworkParameters>().toEqualTypeOf<{ network: CaipNetwork }>()
  expectTypeOf(latch.switchNetwork({ network: mainnet })).toEqualTypeOf<Promise<undefined>>()
  // @ts-expect-error: a CAIP id is not a network
  latch.switchNetwork({ network: 'eip155:1' })
})

test('it fails for a network the site lacks or the wallet refuses', () => {
  expectTypeOf<SwitchNetworkErrorType>().toEqualTypeOf<
    NetworkNotFoundError | ChainNotSupportedError
  >()
})
