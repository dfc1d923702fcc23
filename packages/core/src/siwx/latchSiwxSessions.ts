// latchSiwx()'s code, loaded on its first call: the /auth/v1 calls and the stored tokens.
import type { AuthenticateAnswer, AuthNonceAnswer, AuthSessionAnswer } from '../api/auth.ts'
import { HttpStatusError } from '../errors/http.ts'
import { SiwxSessionRejectedError } from '../errors/siwx.ts'
import type { SiwxMessageFields } from './message.ts'
import { announceSiwxChange } from './sessionChannel.ts'
import { siwxAccountKey } from './siwxAccountKey.ts'
import { isSessionExpired, readStoredSessions, writeStoredSession } from './storedSessions.ts'
import type { SiwxAccount, SiwxContext, SiwxMessageInput, SiwxSession } from './types.ts'

const STORED = 'siwx_sessions'
/** The server's code for a contract account's refused signature (see the P8 contract). */
const CONTRACT_SIGNATURE_INVALID = 'contract_signature_invalid'

/** The options of `latchSiwx()` the message uses. */
type MessageOptions = { statement?: string; expiresInMs?: number }

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

/** The message's fields with a server nonce (a failed nonce call throws: sign-in can't start). */
export async function createLatchMessageFields(
  input: SiwxMessageInput,
  context: SiwxContext,
  options: MessageOptions,
): Promise<SiwxMessageFields> {
  const fields = await createLatchConnectFields(input, context, options)
  return { ...fields, address: input.address, chainId: input.chainId }
}

/** The same before the account is known (WalletConnect one-click): all but address and chain. */
export async function createLatchConnectFields(
  input: Pick<SiwxMessageInput, 'domain' | 'uri'>,
  context: SiwxContext,
  options: MessageOptions,
): Promise<Omit<SiwxMessageFields, 'address' | 'chainId'>> {
  const { nonce } = await context.api.get<AuthNonceAnswer>('/auth/v1/nonce')
  const now = Date.now()
  return {
    domain: input.domain,
    ...(options.statement ? { statement: options.statement } : {}),
    uri: input.uri,
    version: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    ...(options.expiresInMs
      ? { expirationTime: new Date(now + options.expiresInMs).toISOString() }
      : {}),
  }
}

/**
 * Sends the signed message to the server; its token is kept for that network and address. A
 * refusal (401 `{ error }`) throws SiwxSessionRejectedError with the server's code.
 */
export async function addLatchSession(
  session: SiwxSession,
  context: SiwxContext,
  confirmed: Map<string, Promise<boolean>>,
): Promise<SiwxSession> {
  let answer: AuthenticateAnswer
  try {
    answer = await context.api.post<AuthenticateAnswer>('/auth/v1/authenticate', {
      message: session.message,
      signature: session.signature,
      data: session.data,
    })
  } catch (cause) {
    const body = cause instanceof HttpStatusError ? cause.body : undefined
    const code = (body as { error?: unknown } | undefined)?.error
    if (typeof code !== 'string') throw cause
    throw new SiwxSessionRejectedError({
      code,
      contractAccount:
        code === CONTRACT_SIGNATURE_INVALID ||
        (body as { contractAccount?: unknown }).contractAccount === true,
      cause,
    })
  }
  const kept: SiwxSession = { ...session, token: answer.token, expiresAt: answer.expiresAt }
  // Just issued: no need to ask /me about it on this page.
  confirmed.set(answer.token, Promise.resolve(true))
  writeStoredSession(context, STORED, session.data, kept)
  announceSiwxChange(context)
  return kept
}

/**
 * The account's stored session on that network, unless it expired or the server says it no
 * longer holds (`/auth/v1/me`, asked once per token and page; an unreachable server keeps it).
 */
export async function getLatchSessions(
  account: SiwxAccount,
  context: SiwxContext,
  confirmed: Map<string, Promise<boolean>>,
): Promise<SiwxSession[]> {
  const session = readStoredSessions(context, STORED)[siwxAccountKey(account)]
  if (!session?.token) return []
  const holds =
    !isSessionExpired(session) && (await confirmSession(session.token, account, context, confirmed))
  if (holds) return [session]
  // Only this account's entry goes, and only if it is still the one read.
  const current = readStoredSessions(context, STORED)[siwxAccountKey(account)]
  if (current?.token === session.token) {
    writeStoredSession(context, STORED, account, undefined)
    announceSiwxChange(context)
  }
  return []
}

function confirmSession(
  token: string,
  account: SiwxAccount,
  context: SiwxContext,
  confirmed: Map<string, Promise<boolean>>,
): Promise<boolean> {
  const known = confirmed.get(token)
  if (known) return known
  const check = context.api.get<AuthSessionAnswer>('/auth/v1/me', {}, bearer(token)).then(
    (me) =>
      siwxAccountKey({ chainId: me.chainId as SiwxAccount['chainId'], address: me.address }) ===
      siwxAccountKey(account),
    (error: unknown) => {
      if (error instanceof HttpStatusError && error.status === 401) return false
      // Offline or a server error: keep the session (its expiry still holds), ask again later.
      context.logger.warn('could not confirm the sign-in session', error)
      confirmed.delete(token)
      return true
    },
  )
  confirmed.set(token, check)
  return check
}

/** Forgets the account's session here and in other tabs, then tells the server. */
export async function revokeLatchSession(
  account: SiwxAccount,
  context: SiwxContext,
): Promise<void> {
  const session = readStoredSessions(context, STORED)[siwxAccountKey(account)]
  if (!session) return
  writeStoredSession(context, STORED, account, undefined)
  announceSiwxChange(context)
  if (!session.token) return
  await context.api.post('/auth/v1/sign-out', {}, {}, bearer(session.token)).catch((error) => {
    // Already ended on the server (expired, revoked) is what was asked.
    if (!(error instanceof HttpStatusError && error.status === 401)) throw error
  })
}
