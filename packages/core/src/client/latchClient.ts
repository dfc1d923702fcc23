import type {
  actions,
  bindGenericActions,
  lazyActions,
  WalletConnectActionName,
} from './actions.ts'
import type { BoundActions, BoundLazyActions } from './bindActions.ts'
import type { Client, WalletConnectGlue } from './types.ts'

/**
 * A Latch client: the one store and its parts ({@link Client}), with every action as a method —
 * `latch.connect(parameters)` is `connect(latch, parameters)`. The methods are derived from the
 * action maps in `client/actions.ts`, never written out.
 *
 * @example
 * const latch: LatchClient = createLatch({ projectId, networks: [mainnet] })
 * await latch.connect({ connectorId: 'io.metamask' })
 */
export type LatchClient = Client &
  BoundActions<typeof actions> &
  ReturnType<typeof bindGenericActions> &
  BoundLazyActions<typeof lazyActions> &
  BoundActions<Pick<WalletConnectGlue, WalletConnectActionName>>
