import { siwxAccountKey } from './siwxAccountKey.ts'
import type { SiwxAccount, SiwxContext, SiwxSession } from './types.ts'

/** The storage key (after the prefix) a built-in keeps its sessions under. */
export type StoredSessionsName = 'siwx_sessions' | 'siwx_unverified_sessions'

type StoredSessions = Record<string, SiwxSession>

const storageKey = (context: SiwxContext, name: StoredSessionsName) =>
  `${context.storageKeyPrefix}/${name}`

/** Every stored session by account key; a corrupt entry reads as none. */
export function readStoredSessions(context: SiwxContext, name: StoredSessionsName): StoredSessions {
  const raw = context.storage.getItem(storageKey(context, name))
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as StoredSessions)
      : {}
  } catch {
    return {}
  }
}

/**
 * Puts (or, with `undefined`, removes) one account's session, leaving every other account's
 * as it is; the key goes once the last session does.
 */
export function writeStoredSession(
  context: SiwxContext,
  name: StoredSessionsName,
  account: SiwxAccount,
  session: SiwxSession | undefined,
): void {
  const sessions = readStoredSessions(context, name)
  const key = siwxAccountKey(account)
  if (session) sessions[key] = session
  else delete sessions[key]
  const target = storageKey(context, name)
  if (Object.keys(sessions).length) context.storage.setItem(target, JSON.stringify(sessions))
  else context.storage.removeItem(target)
}

/** Whether a session is past its `expiresAt` (or its message's `expirationTime`). */
export function isSessionExpired(session: SiwxSession, now = Date.now()): boolean {
  const end = session.expiresAt ?? session.data?.expirationTime
  return end !== undefined && !(Date.parse(end) > now)
}
