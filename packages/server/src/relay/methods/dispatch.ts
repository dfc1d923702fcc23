import { irnBatchFetchMessages } from './fetchMessages.ts'
import { irnBatchPublish, irnPublish } from './publish.ts'
import { wcApproveSession, wcProposeSession } from './session.ts'
import { irnBatchSubscribe, irnSubscribe } from './subscribe.ts'
import type { MethodHandler } from './types.ts'
import { irnBatchUnsubscribe, irnUnsubscribe } from './unsubscribe.ts'

/** Every method the relay answers (a Map, so `constructor` & co. are unknown methods). */
export const RELAY_METHODS: ReadonlyMap<string, MethodHandler> = new Map([
  ['irn_subscribe', irnSubscribe],
  ['irn_batchSubscribe', irnBatchSubscribe],
  ['irn_unsubscribe', irnUnsubscribe],
  ['irn_batchUnsubscribe', irnBatchUnsubscribe],
  ['irn_publish', irnPublish],
  ['irn_batchPublish', irnBatchPublish],
  ['irn_batchFetchMessages', irnBatchFetchMessages],
  ['wc_proposeSession', wcProposeSession],
  ['wc_approveSession', wcApproveSession],
])
