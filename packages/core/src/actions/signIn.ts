import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import type { LatchError } from '../errors/base.ts'
import { NotConnectedError, SignatureDeclinedError } from '../errors/connection.ts'
import {
  type SiwxInitError,
  SiwxNotEnabledError,
  SiwxSessionRejectedError,
  SiwxSignInFailedError,
  SmartAccountSignInError,
} from '../errors/siwx.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { isSmartAccount } from '../selectors/isSmartAccount.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { getSiwx } from '../siwx/getSiwx.ts'
import { getSiwxAccount, getWalletAccount } from '../siwx/getSiwxAccount.ts'
import { formatSiwxMessage, parseSiwxMessage } from '../siwx/message.ts'
import { getPageLocation, getRequestDomain } from '../siwx/pageLocation.ts'
import { siwxAccountKey } from '../siwx/siwxAccountKey.ts'
import { isSameRequest, patchSiwxState, setSiwxStep } from '../siwx/siwxState.ts'
import type { SiwxRequest, SiwxRuntime, SiwxSession } from '../siwx/types.ts'
import { hideToast } from './hideToast.ts'
import { open } from './open.ts'
import { showToast } from './showToast.ts'
import { failToStart, signedIn, syncSiwxSession } from './syncSiwxSession.ts'

/** What {@link signIn} resolves with: the session as the config kept it. */
export type SignInReturnType = SiwxSession
/** What {@link signIn} may throw, by class. */
export type SignInErrorType =
  | SiwxNotEnabledError
  | NotConnectedError
  | SiwxInitError
  | SignatureDeclinedError
  | SmartAccountSignInError
  | SiwxSessionRejectedError
  | SiwxSignInFailedError

/** SPEC §8's loading toast while the signed session is checked. */
const AUTHENTICATING = 'Authenticating...'

/**
 * Signs the account SIWXSignMessage asks for in (the active account when it asks for none,
 * opening the view): the config makes the message's fields (a server nonce), the wallet signs
 * the message — through the adapter's `signIn` when it has one (Solana's `solana:signIn`), else
 * as a plain message — and the config verifies and keeps the session. Then the modal closes.
 *
 * Failures show SPEC §8's toast and throw: SignatureDeclinedError ('Signature declined') when
 * the visitor declines (4001); SiwxInitError ('A problem occurred while trying initialize
 * authentication') when the message can't be made — the wallet disconnects; SmartAccountSignIn
 * Error ('This application might not support Smart Accounts') when a contract account's
 * signature is refused; SiwxSessionRejectedError for another refusal. The view stays to try again.
 *
 * @example
 * const session = await latch.signIn()
 * console.log(session.data.address, session.token)
 */
export async function signIn(client: Client): Promise<SignInReturnType> {
  const siwx = getSiwx(client)
  if (!siwx) throw new SiwxNotEnabledError()
  let request = client.store.getState().siwx?.request
  if (!request) {
    const state = client.store.getState()
    const namespace = getActiveNamespace(client, state)
    const account = getSiwxAccount(client, siwx.config, state, namespace)
    if (!account) throw new NotConnectedError()
    request = { ...account, namespace, step: 'ready', ...getRequestDomain(client) }
    patchSiwxState(client, { request })
    await open(client, { view: 'SIWXSignMessage' })
  }
  const asked = request
  // A double click signs once.
  return shared(client, `siwx:sign:${siwxAccountKey(asked)}`, () => signOnce(client, siwx, asked))
}

async function signOnce(
  client: Client,
  siwx: SiwxRuntime,
  request: SiwxRequest,
): Promise<SignInReturnType> {
  const { namespace, chainId } = request
  // Still asked: not cancelled, and the wallet is still on that account and network.
  const stillAsked = () => {
    const state = client.store.getState()
    const current = state.siwx?.request
    const account = getWalletAccount(client, siwx.config, state, namespace)
    return (
      current !== undefined &&
      isSameRequest(current, request) &&
      account !== undefined &&
      siwxAccountKey(account) === siwxAccountKey(request)
    )
  }
  client.events.emit('SIWX_SIGN_START', { chainId, address: request.address })
  setSiwxStep(client, request, 'preparing')
  let fields: SiwxSession['data']
  let message: string
  try {
    fields = await siwx.config.createMessageFields(
      { chainId, address: request.address, ...getPageLocation(client) },
      siwx.context,
    )
    message = formatSiwxMessage(fields)
  } catch (cause) {
    throw await failToStart(client, namespace, cause)
  }
  if (!stillAsked()) throw moved()

  setSiwxStep(client, request, 'signing')
  const state = client.store.getState()
  const connectorId = state.connectedConnectorIds[namespace]
  const walletAddress = state.accounts[namespace]?.address
  if (!connectorId || !walletAddress) throw new NotConnectedError()
  let signed: { message: string; signature: string }
  try {
    // The optional sign-in hook of the adapter contract (P8 §2); it needs the connector to ask.
    const adapter = getAdapter(client, namespace)
    signed = adapter.signIn
      ? await adapter.signIn({ connectorId, fields, message })
      : {
          message,
          signature: await adapter.signMessage({ connectorId, address: walletAddress, message }),
        }
  } catch (cause) {
    throw fail(
      client,
      request,
      isUserRejection(cause)
        ? new SignatureDeclinedError({ cause })
        : // SPEC §8: a smart account that could not sign (the wallet's error, not its text).
          isSmartAccount(client.store.getState(), namespace, walletAddress)
          ? new SmartAccountSignInError({ cause })
          : new SiwxSignInFailedError({ cause }),
    )
  }
  if (!stillAsked()) throw moved()

  setSiwxStep(client, request, 'verifying')
  showToast(client, { message: AUTHENTICATING, key: 'auth', variant: 'loading' })
  const loading = client.store.getState().toastCount
  let kept: SiwxSession
  try {
    // A wallet's own sign-in (solana:signIn) may write the message itself: keep what it signed.
    const data = signed.message === message ? fields : parseSiwxMessage(signed.message)
    const session: SiwxSession = { data, message: signed.message, signature: signed.signature }
    kept = (await siwx.config.addSession(session, siwx.context)) ?? session
  } catch (cause) {
    hideToast(client, loading)
    throw fail(client, request, describeRefusal(client, request, cause))
  }
  hideToast(client, loading)
  // Accepted, even if the wallet moved on meanwhile: the session is kept for its account.
  signedIn(client, siwx, namespace, request, kept)
  client.events.emit('SIWX_SIGN_SUCCESS', { chainId, address: request.address })
  // The next connected account without a session, if any, is asked now.
  void syncSiwxSession(client)
  return kept
}

/** A refused session, by class and code: a contract account's is SPEC §8's Smart Accounts text. */
function describeRefusal(client: Client, request: SiwxRequest, cause: unknown) {
  if (!(cause instanceof SiwxSessionRejectedError)) return new SiwxSignInFailedError({ cause })
  const account = client.store
    .getState()
    .accounts[request.namespace]?.allAccounts?.find(
      (candidate) => candidate.address.toLowerCase() === request.address.toLowerCase(),
    )
  const smartAccount =
    cause.contractAccount ||
    (cause.code === 'invalid_signature' && account?.type === 'smartAccount')
  return smartAccount ? new SmartAccountSignInError({ cause }) : cause
}

/** Back to Sign / Cancel with SPEC §8's toast. */
function fail<error extends LatchError>(client: Client, request: SiwxRequest, error: error): error {
  setSiwxStep(client, request, 'ready')
  client.events.emit('SIWX_SIGN_ERROR', {
    reason: error.name,
    message: error.shortMessage,
    chainId: request.chainId,
  })
  showToast(client, { message: error.shortMessage, error, variant: 'error' })
  return error
}

/** The request went (cancelled, another account or network) while the wallet was asked. */
function moved() {
  return new SiwxSignInFailedError({ details: 'the sign-in was cancelled or the account changed' })
}
