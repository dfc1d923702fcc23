import {
  RELAY_SESSION_TTL_SECONDS,
  SESSION_PROPOSAL_RESPONSE_TAG,
  SESSION_PROPOSAL_TAG,
  SESSION_SETTLE_REQUEST_TAG,
} from '../constants.ts'
import { deliverPending } from '../delivery.ts'
import { asRecord, readAttestation, readMessage, readTopic, readTtl } from '../params.ts'
import { addSubscriptions } from '../subscriptions.ts'
import { storeMessages } from './publish.ts'
import type { MethodHandler } from './types.ts'

/**
 * `wc_proposeSession { pairingTopic, sessionProposal, ttl?, attestation? }` → true. The Sign SDK
 * leaves it to the relay to subscribe the proposer to the pairing topic; the proposal is kept
 * there with tag 1100 for the wallet, which usually subscribes only after it scans the URI.
 */
export const wcProposeSession: MethodHandler = async ({ state, socket, params, method }) => {
  const record = asRecord(params, method)
  const pairingTopic = readTopic(record.pairingTopic, 'pairingTopic')
  const proposal = readMessage(record.sessionProposal, 'sessionProposal')
  const ttlSeconds = readTtl(record.ttl, state.limits.maxTtlSeconds, RELAY_SESSION_TTL_SECONDS)
  const attestation = readAttestation(record.attestation)
  addSubscriptions(state, socket, [pairingTopic])
  await storeMessages(state, socket, [
    { topic: pairingTopic, message: proposal, ttlSeconds, tag: SESSION_PROPOSAL_TAG, attestation },
  ])
  return { result: true, afterAnswer: () => deliverPending(state, socket, pairingTopic) }
}

/**
 * `wc_approveSession { sessionTopic, pairingTopic, sessionProposalResponse,
 * sessionSettlementRequest, ttl?, attestation? }` → true. Subscribes the wallet to the session
 * topic, keeps the settlement request there (tag 1102) and the proposal response on the pairing
 * topic (tag 1101), both or neither. The settlement goes first so it is waiting when the dapp,
 * on reading the response, subscribes to the session topic.
 */
export const wcApproveSession: MethodHandler = async ({ state, socket, params, method }) => {
  const record = asRecord(params, method)
  const sessionTopic = readTopic(record.sessionTopic, 'sessionTopic')
  const pairingTopic = readTopic(record.pairingTopic, 'pairingTopic')
  const response = readMessage(record.sessionProposalResponse, 'sessionProposalResponse')
  const settlement = readMessage(record.sessionSettlementRequest, 'sessionSettlementRequest')
  const ttlSeconds = readTtl(record.ttl, state.limits.maxTtlSeconds, RELAY_SESSION_TTL_SECONDS)
  const attestation = readAttestation(record.attestation)
  addSubscriptions(state, socket, [sessionTopic])
  // One putAll: a refusal leaves neither behind (a settlement on its own would wait for a
  // dapp that never reads the response).
  await storeMessages(state, socket, [
    {
      topic: sessionTopic,
      message: settlement,
      ttlSeconds,
      tag: SESSION_SETTLE_REQUEST_TAG,
      attestation,
    },
    {
      topic: pairingTopic,
      message: response,
      ttlSeconds,
      tag: SESSION_PROPOSAL_RESPONSE_TAG,
      attestation,
    },
  ])
  return { result: true, afterAnswer: () => deliverPending(state, socket, sessionTopic) }
}
