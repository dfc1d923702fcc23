import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { SiwxInitError } from '../errors/siwx.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { getSiwx } from '../siwx/getSiwx.ts'
import { getSiwxAccount, getWalletAccount } from '../siwx/getSiwxAccount.ts'
import { getRequestDomain } from '../siwx/pageLocation.ts'
import { siwxAccountKey } from '../siwx/siwxAccountKey.ts'
import { patchSiwxState, setSiwxSession } from '../siwx/siwxState.ts'
import { isSessionExpired } from '../siwx/storedSessions.ts'
import type { SiwxAccount, SiwxRuntime, SiwxSession } from '../siwx/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { close } from './close.ts'
import { disconnect } from './disconnect.ts'
import { open } from './open.ts'
import { showToast } from './showToast.ts'

/** Parameters of {@link syncSiwxSession}. */
export type SyncSiwxSessionParameters = {
  /** Only this namespace's account. @defaultValue every connected one, the active one first */
  namespace?: ChainNamespace
  /**
   * `prompt`: open SIWXSignMessage for an account without a session. `follow`: another tab
   * changed the sessions — this tab follows (signed in, or out: a required sign-in then
   * disconnects) but never prompts for it. `read`: only `state.siwx` changes.
   * @defaultValue `'prompt'`
   */
  mode?: SyncSiwxSessionMode
}

/** How {@link syncSiwxSession} acts on an account without a session. */
export type SyncSiwxSessionMode = 'prompt' | 'follow' | 'read'
/** What {@link syncSiwxSession} resolves with. */
export type SyncSiwxSessionReturnType = undefined
/** {@link syncSiwxSession} rejects with nothing: a config that fails is SPEC §8's init failure. */
export type SyncSiwxSessionErrorType = never

/**
 * SPEC §4 Sign-in: reads each connected account's session on its network from the config into
 * `state.siwx`, and opens SIWXSignMessage for one without a session (unless the visitor
 * cancelled an optional sign-in for it on this page). An account with a valid session is never
 * prompted — after a reload, in a second tab, when switching back to it. Runs after connecting,
 * restoring, and (watching the store once loaded) whenever an account or its network changes;
 * a change to the same account and network asks nothing again, so a wallet repeating its
 * `accountsChanged` can't loop. Internal: `@latch/core/internal`.
 */
export async function syncSiwxSession(
  client: Client,
  parameters: SyncSiwxSessionParameters = {},
): Promise<SyncSiwxSessionReturnType> {
  const siwx = getSiwx(client)
  if (!siwx) return
  watch(client, siwx)
  const mode = parameters.mode ?? 'prompt'
  const state = client.store.getState()
  const active = getActiveNamespace(client, state)
  const namespaces = parameters.namespace
    ? [parameters.namespace]
    : [...state.connectedNamespaces].sort((a, b) => Number(b === active) - Number(a === active))
  for (const namespace of namespaces) await syncNamespace(client, siwx, namespace, mode)
}

function syncNamespace(
  client: Client,
  siwx: SiwxRuntime,
  namespace: ChainNamespace,
  mode: SyncSiwxSessionMode,
): Promise<void> {
  const account = getSiwxAccount(client, siwx.config, client.store.getState(), namespace)
  if (!account) return Promise.resolve()
  const key = siwxAccountKey(account)
  // One read per account at a time: the connect hook and the store watcher join.
  return shared(client, `siwx:${key}:${mode}`, async () => {
    patchSiwxState(client, { required: siwx.config.getRequired?.() ?? false })
    const hadSession = client.store.getState().siwx?.sessions[namespace] !== undefined
    let sessions: SiwxSession[]
    try {
      sessions = await siwx.config.getSessions(account, siwx.context)
    } catch (cause) {
      if (isCurrent(client, siwx, namespace, key)) await failToStart(client, namespace, cause)
      return
    }
    // The account or network moved on meanwhile: the new one has its own check.
    if (!isCurrent(client, siwx, namespace, key)) return
    const session = sessions.find((candidate) => !isSessionExpired(candidate))
    if (session) return signedIn(client, siwx, namespace, account, session)
    setSiwxSession(client, namespace, undefined)
    const { request, required } = client.store.getState().siwx!
    if (mode !== 'prompt') {
      // Signed out in another tab: a required sign-in leaves with its session.
      if (mode === 'follow' && hadSession && required) {
        await disconnect(client, { namespace }).catch(() => {})
      }
      return
    }
    if (siwx.dismissed.has(key)) return
    if (request && siwxAccountKey(request) === key) return
    // Another namespace's account is being asked: it goes first, this one after it.
    if (request && request.namespace !== namespace) return
    patchSiwxState(client, {
      request: { ...account, namespace, step: 'ready', ...getRequestDomain(client) },
    })
    await open(client, { view: 'SIWXSignMessage' })
  })
}

/** Records a found (or just added) session; a request for that account is done. */
export function signedIn(
  client: Client,
  siwx: SiwxRuntime,
  namespace: ChainNamespace,
  account: SiwxAccount,
  session: SiwxSession,
): void {
  siwx.lastSignedIn[namespace] = account
  setSiwxSession(client, namespace, session)
  watchExpiry(client, siwx, namespace, account, session)
  const { request } = client.store.getState().siwx!
  if (request?.namespace !== namespace) return
  patchSiwxState(client, { request: undefined })
  if (client.store.getState().history.at(-1)?.view === 'SIWXSignMessage') close(client)
}

// setTimeout's ceiling (2^31 - 1 ms, ~24.8 days); a later end is checked on the next page.
const MAX_TIMER_MS = 2_147_483_647

/**
 * At the session's end (`expiresAt`, else the message's `expirationTime`) the account is checked
 * again, so an expired session neither stays in state nor lets a required sign-in lapse: the
 * visitor is asked to sign in again (one timer per session, gone with the client).
 */
function watchExpiry(
  client: Client,
  siwx: SiwxRuntime,
  namespace: ChainNamespace,
  account: SiwxAccount,
  session: SiwxSession,
): void {
  const end = Date.parse(session.expiresAt ?? session.data.expirationTime ?? '')
  const key = `${siwxAccountKey(account)}@${end}`
  const wait = end - Date.now()
  if (!(wait > 0 && wait < MAX_TIMER_MS) || siwx.expiries.has(key)) return
  siwx.expiries.add(key)
  client.schedule(() => {
    siwx.expiries.delete(key)
    syncNamespace(client, siwx, namespace, 'prompt').catch((error: unknown) =>
      client.logger.error('the sign-in check failed', error),
    )
  }, wait + 1)
}

/**
 * SPEC §8: sign-in can't start ('A problem occurred while trying initialize authentication'):
 * the toast, the wallet disconnects, the modal goes back to Connect.
 */
export async function failToStart(
  client: Client,
  namespace: ChainNamespace,
  cause: unknown,
): Promise<SiwxInitError> {
  const error = cause instanceof SiwxInitError ? cause : new SiwxInitError({ cause })
  client.logger.error('sign-in could not start', cause)
  client.events.emit('SIWX_SIGN_ERROR', { reason: 'init', message: error.shortMessage })
  patchSiwxState(client, { request: undefined })
  const wasOpen = client.store.getState().open
  await disconnect(client, { namespace }).catch(() => {})
  if (wasOpen) await open(client, { view: 'Connect' })
  showToast(client, { message: error.shortMessage, error, variant: 'error' })
  return error
}

/** The optional request ends as if cancelled: this account is not asked again on this page. */
function dismiss(client: Client, siwx: SiwxRuntime): void {
  const request = client.store.getState().siwx?.request
  if (!request || client.store.getState().open) return
  siwx.dismissed.add(siwxAccountKey(request))
  patchSiwxState(client, { request: undefined })
  client.events.emit('SIWX_SIGN_CANCEL', { chainId: request.chainId, address: request.address })
}

function isCurrent(client: Client, siwx: SiwxRuntime, namespace: ChainNamespace, key: string) {
  const account = getWalletAccount(client, siwx.config, client.store.getState(), namespace)
  return account !== undefined && siwxAccountKey(account) === key
}

/**
 * Once per client: follow the store (an account or network change checks the new pair) and the
 * other tabs (their sign-ins and sign-outs), until `client.destroy()`.
 */
function watch(client: Client, siwx: SiwxRuntime): void {
  if (siwx.stop) return
  const keys = () => {
    const state = client.store.getState()
    const found: Partial<Record<ChainNamespace, string>> = {}
    for (const namespace of state.connectedNamespaces) {
      const account = getWalletAccount(client, siwx.config, state, namespace)
      if (account) found[namespace] = siwxAccountKey(account)
    }
    return found
  }
  siwx.seen = keys()
  const stopStore = client.subscribe((state, previous) => {
    const now = keys()
    const changed = (Object.keys(now) as ChainNamespace[]).filter(
      (namespace) => now[namespace] !== siwx.seen[namespace],
    )
    const gone = (Object.keys(siwx.seen) as ChainNamespace[]).filter((namespace) => !now[namespace])
    siwx.seen = now
    // After the write that changed it has finished (this runs inside setState).
    for (const namespace of changed) queueMicrotask(() => void syncNamespaceSafely(namespace))
    const request = state.siwx?.request
    if (!request) return
    if (gone.includes(request.namespace)) {
      // The account left, or its network is one the site doesn't list (UnsupportedChain comes
      // first): nothing is left to sign for that request.
      queueMicrotask(() => {
        if (client.store.getState().siwx?.request?.namespace === request.namespace) {
          patchSiwxState(client, { request: undefined })
        }
      })
      return
    }
    if (!state.siwx?.required) {
      // An optional sign-in closed with the modal (Close, Escape, the backdrop) is a Cancel.
      if (previous.open && !state.open && previous.siwx?.request) {
        queueMicrotask(() => void dismiss(client, siwx))
      }
      return
    }
    // A required sign-in stays in front: a modal opened (or moved) elsewhere comes back to it.
    const view = state.history.at(-1)?.view
    if (state.open && view !== 'SIWXSignMessage' && view !== 'ApproveTransaction') {
      queueMicrotask(() => {
        const current = client.store.getState()
        const top = current.history.at(-1)?.view
        if (current.siwx?.request && current.open && top !== 'SIWXSignMessage') {
          void open(client, { view: 'SIWXSignMessage' })
        }
      })
    }
  })
  const syncNamespaceSafely = (namespace: ChainNamespace) =>
    syncNamespace(client, siwx, namespace, 'prompt').catch((error: unknown) =>
      client.logger.error('the sign-in check failed', error),
    )
  const stopTabs = siwx.config.subscribe?.(() => {
    syncSiwxSession(client, { mode: 'follow' }).catch((error: unknown) =>
      client.logger.error('the sign-in check failed', error),
    )
  }, siwx.context)
  siwx.stop = () => {
    stopStore()
    stopTabs?.()
  }
}
