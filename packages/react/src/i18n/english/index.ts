import { accountEnglish } from './account.ts'
import { connectEnglish } from './connect.ts'
import { identityEnglish } from './identity.ts'
import { transactEnglish } from './transact.ts'

/**
 * Every English namespace the modal shows, by group (each group is translated in its own file per
 * language, `locales/<tag>/<group>.ts`). For types and tests only: nothing at runtime imports it.
 */
export const englishGroups = {
  connect: connectEnglish,
  account: accountEnglish,
  transact: transactEnglish,
  identity: identityEnglish,
} as const

/** The English catalogue: every namespace. */
export const english = {
  ...connectEnglish,
  ...accountEnglish,
  ...transactEnglish,
  ...identityEnglish,
}
