import type { Db } from '../db/db.ts'
import { EMBEDDED_SESSION_LIFETIME_MS } from './constants.ts'
import { hashToken, newSecret } from './secrets.ts'
import { decryptShare, type ShareKeys } from './shareCipher.ts'
import { ensureSocialUser, type SocialAccount } from './socialStore.ts'
import { addDevice, insertSession, isKnownDevice } from './store.ts'

/** What a verified social login answers (`/social/verify`, `/farcaster/verify`). */
export type SocialSignIn = {
  sessionToken: string
  user: {
    id: string
    email: string | null
    socialProvider: SocialAccount['provider']
    username: string | null
    isNew: boolean
  }
  deviceId: string
  shares: { auth?: string; recovery?: string }
}

/**
 * Signs in the user of an identity a provider vouched for (its login, or a Farcaster custody
 * signature): the user made on first sight, the browser's device kept when the user knows it,
 * a session. The provider is the factor (the docs' trust model): a known device gets the auth
 * share, a new browser both shares, a user without a wallet yet none. One transaction.
 */
export function signInSocialAccount(
  deps: { db: Db; keys: ShareKeys },
  account: SocialAccount,
  browser: { deviceId: string | null; nowMs: number },
): Promise<SocialSignIn> {
  const { nowMs } = browser
  const sessionToken = newSecret(32)
  return deps.db.transaction(async (tx) => {
    const user = await ensureSocialUser(tx, account, newSecret(16), nowMs)
    const known =
      user.hasWallet &&
      browser.deviceId !== null &&
      (await isKnownDevice(tx, user.id, browser.deviceId))
    const deviceId = known ? (browser.deviceId as string) : newSecret(16)
    await addDevice(tx, user.id, deviceId, nowMs)
    await insertSession(
      tx,
      hashToken(sessionToken),
      { projectId: account.projectId, userId: user.id, deviceId },
      nowMs,
      EMBEDDED_SESSION_LIFETIME_MS,
    )
    const shares: SocialSignIn['shares'] = {}
    if (user.hasWallet && user.authShare !== null) {
      shares.auth = decryptShare(deps.keys, 'auth', user.id, user.authShare)
      if (!known && user.recoveryShare !== null) {
        shares.recovery = decryptShare(deps.keys, 'recovery', user.id, user.recoveryShare)
      }
    }
    return {
      sessionToken,
      user: {
        id: user.id,
        email: user.email ?? account.email,
        socialProvider: account.provider,
        username: account.username,
        isNew: !user.hasWallet,
      },
      deviceId,
      shares,
    }
  })
}
