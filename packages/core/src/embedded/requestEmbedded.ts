import { goBack } from '../actions/goBack.ts'
import { open } from '../actions/open.ts'
import { pushView } from '../actions/pushView.ts'
import { showAlert } from '../actions/showAlert.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import type { Client } from '../client/types.ts'
import {
  EmbeddedRequestClosedError,
  EmbeddedRpcNotAllowedError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
} from '../errors/embedded.ts'
import { WALLET_ERROR_CODES } from '../errors/walletErrorCode.ts'
import type { ViewParameters } from '../router/views.ts'
import { findNetwork, getNamespaceNetworks } from '../selectors/networks.ts'
import { checkSmartSessionsEnabled, usesSmartSession } from '../sessions/usesSmartSession.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import {
  ACTION_NOT_ALLOWED_MESSAGE,
  EMBEDDED_CONNECTOR_ID,
  EMBEDDED_REQUEST_TIMEOUT_MS,
  NOT_ALLOWED_MESSAGE_DELAY_MS,
} from './constants.ts'
import { getEmbeddedRuntime, loadEmbedded } from './loadEmbedded.ts'
import { patchEmbedded } from './patchEmbedded.ts'
import { getRpcMethodKind } from './rpcMethods.ts'
import type { EmbeddedWalletProvider } from './types.ts'

/** One RPC request for the embedded wallet. */
export type EmbeddedRequest = { method: string; params?: unknown; chainId?: string }

/**
 * One RPC request to the frame under SPEC §6's rules: a safe method goes at once; an unsafe one
 * opens ApproveTransaction (pushed when the modal is open), waits for the visitor's answer in the
 * frame, then closes the modal or pops the view (SPEC §4). A method on neither list opens the
 * modal, shows 'Action not allowed' 300 ms later and rejects with EmbeddedRpcNotAllowedError
 * (4200). Closing the modal while the visitor is asked aborts the request in the frame and
 * rejects with EmbeddedRequestClosedError ('Modal closed', 4001).
 */
export async function requestEmbedded(
  client: Client,
  namespace: ChainNamespace,
  request: EmbeddedRequest,
): Promise<unknown> {
  checkSmartSessionsEnabled(client, request)
  // A batch under a smart session is run or refused by the frame without a card: no modal.
  const kind = usesSmartSession(request) ? 'safe' : getRpcMethodKind(request.method)
  const chainId = request.chainId ?? chainOf(client, namespace)
  const payload = {
    method: request.method,
    ...(request.params === undefined ? {} : { params: request.params }),
    chainId,
  }
  if (kind === 'safe') {
    const provider = await loadEmbedded(client)
    return provider
      .call('RPC_REQUEST', payload, { timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS })
      .catch((error: unknown) => fail(client, error))
  }
  showApproval(client)
  if (kind === 'notAllowed') {
    patchEmbedded(client, { approval: undefined, error: undefined, errorCode: undefined })
    client.schedule(
      () => patchEmbedded(client, { error: ACTION_NOT_ALLOWED_MESSAGE, errorCode: 'not_allowed' }),
      NOT_ALLOWED_MESSAGE_DELAY_MS,
    )
    throw new EmbeddedRpcNotAllowedError({ details: request.method })
  }
  return runApproval(client, request.method, (provider, id) =>
    provider.call('RPC_REQUEST', payload, { id, timeoutMs: EMBEDDED_REQUEST_TIMEOUT_MS }),
  )
}

/**
 * Runs a request the visitor answers inside the frame, with ApproveTransaction on screen (the
 * caller opened it): `state.embedded.approval` is set meanwhile; closing the modal (or leaving
 * the view) aborts it in the frame and rejects with EmbeddedRequestClosedError; once it settles
 * the modal closes or pops the view (SPEC §4).
 */
export async function runApproval<T>(
  client: Client,
  method: string,
  run: (provider: EmbeddedWalletProvider, id: string) => Promise<T>,
): Promise<T> {
  patchEmbedded(client, { approval: { method }, error: undefined, errorCode: undefined })
  const runtime = getEmbeddedRuntime(client)
  const id = globalThis.crypto.randomUUID()
  const closed = new Promise<never>((_, reject) => runtime.requests.set(id, reject))
  // The modal closing first wins the race below: no unhandled rejection when nobody else waits.
  closed.catch(() => {})
  const stop = client.subscribe((state) => {
    if (runtime.requests.has(id) && !isApprovalShown(state)) abortRequests(client)
  })
  try {
    const provider = await Promise.race([loadEmbedded(client), closed])
    return await Promise.race([run(provider, id), closed])
  } catch (error) {
    return fail(client, error)
  } finally {
    stop()
    const aborted = !runtime.requests.delete(id)
    if (!aborted && !runtime.requests.size) {
      patchEmbedded(client, { approval: undefined })
      // Never left over the page, whatever the view does while it leaves.
      runtime.resolved?.hideFrame()
      hideApproval(client)
    }
  }
}

/**
 * An EIP-1193 request on eip155 (the provider `getProvider('AUTH')` gives): accounts and chain
 * come from the store, a chain switch goes through core's `switchNetwork`, the rest to the frame.
 */
export async function requestEmbeddedEip155(
  client: Client,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  const state = client.store.getState()
  const account =
    state.connectedConnectorIds.eip155 === EMBEDDED_CONNECTOR_ID
      ? state.accounts.eip155?.address
      : undefined
  switch (request.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return account ? [account] : []
    case 'eth_chainId':
      return `0x${Number(chainOf(client, 'eip155').split(':')[1]).toString(16)}`
    case 'wallet_switchEthereumChain': {
      const [{ chainId } = { chainId: '' }] = (request.params ?? []) as { chainId: string }[]
      const network = findNetwork(client, `eip155:${Number(chainId)}`)
      if (!network) {
        throw new EmbeddedWalletRequestError({
          message: 'Unrecognized chain',
          code: WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN,
        })
      }
      await switchNetwork(client, { network })
      return null
    }
    default:
      return requestEmbedded(client, 'eip155', request)
  }
}

/** The chain a namespace's requests go to: its active network, else its first configured one. */
export function chainOf(client: Client, namespace: ChainNamespace): string {
  const id =
    client.store.getState().activeCaipNetworkIds[namespace] ??
    getNamespaceNetworks(client, namespace)[0]?.caipNetworkId
  if (!id) throw new EmbeddedWalletRequestError({ message: `No ${namespace} network configured` })
  return id
}

/** Rejects every request waiting for the visitor (the modal closed) and tells the frame. */
export function abortRequests(client: Client): void {
  const runtime = getEmbeddedRuntime(client)
  const provider: EmbeddedWalletProvider | undefined = runtime.resolved
  for (const [id, reject] of [...runtime.requests]) {
    runtime.requests.delete(id)
    provider
      ?.call('ABORT', { requestId: id })
      .catch((error: unknown) => client.logger.info('the frame did not take ABORT', error))
    reject(new EmbeddedRequestClosedError())
  }
  provider?.hideFrame()
  patchEmbedded(client, { approval: undefined })
}

function isApprovalShown(state: LatchState): boolean {
  return state.open && state.history.some((entry) => entry.view === 'ApproveTransaction')
}

/** Opens the modal on ApproveTransaction, or pushes it over the open modal's view. */
export function showApproval(client: Client, params?: ViewParameters['ApproveTransaction']): void {
  const entry = { view: 'ApproveTransaction', ...(params && { params }) } as const
  if (!client.store.getState().open) void open(client, entry)
  else pushView(client, entry)
}

/**
 * SPEC §4: after an RPC success or error, the modal closes or pops its transaction stack (back
 * with one entry left closes it).
 */
function hideApproval(client: Client): void {
  const state = client.store.getState()
  if (state.open && state.history.at(-1)?.view === 'ApproveTransaction') goBack(client)
}

function fail(client: Client, error: unknown): never {
  if (error instanceof EmbeddedWalletTimeoutError) showAlert(client, 'EMBEDDED_WALLET_TIMEOUT')
  throw error
}
