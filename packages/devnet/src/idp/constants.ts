/** The local identity provider's default port (`latch-devnet --idp-port`). */
export const IDP_PORT = 8793

/** The social providers the local identity provider stands in for: one issuer each. */
export const IDP_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type IdpProviderId = (typeof IDP_PROVIDERS)[number]

/** Where the Latch frame origin of `npm start` takes the provider's answer. */
export const IDP_DEFAULT_REDIRECT_URI = 'http://localhost:8788/embedded/v1/social/callback'

/** A test user of the local identity provider's login page. */
export type IdpTestUser = {
  /** The key of the login page's choice; `sub` is `<key>-<provider>`. */
  key: string
  name: string
  email: string
  /** `preferred_username`, except where `usernames` names another for a provider. */
  username: string
  usernames?: Partial<Record<IdpProviderId, string>>
}

/**
 * The login page's users, the same people at every provider (each provider gives them its own
 * subject). At discord, Grace Hopper's username ends in 0: the kit drops that 0 when it shows it.
 */
export const IDP_TEST_USERS: readonly IdpTestUser[] = [
  {
    key: 'ada',
    name: 'Ada Lovelace',
    email: 'ada.lovelace@example.org',
    username: 'ada_lovelace',
    usernames: { github: 'ada-lovelace', discord: 'adalovelace' },
  },
  {
    key: 'grace',
    name: 'Grace Hopper',
    email: 'grace.hopper@example.org',
    username: 'grace_hopper',
    usernames: { github: 'gracehopper', discord: 'gracehopper0' },
  },
  {
    key: 'alan',
    name: 'Alan Turing',
    email: 'alan.turing@example.org',
    username: 'alan_turing',
    usernames: { github: 'aturing', discord: 'alanturing' },
  },
]

/** A test user's subject at `provider`. */
export function idpSubject(user: IdpTestUser, provider: IdpProviderId): string {
  return `${user.key}-${provider}`
}

/** A test user's `preferred_username` at `provider`. */
export function idpUsername(user: IdpTestUser, provider: IdpProviderId): string {
  return user.usernames?.[provider] ?? user.username
}
