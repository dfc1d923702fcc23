/** The social login providers the embedded wallet accepts in a payload (SPEC §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/**
 * A social login option the modal can show: the popup providers plus farcaster, which logs in
 * through a URL with no popup (SPEC §4 Social login).
 */
export type Social = SocialProvider | 'farcaster'

/** The socials shown when the site configures none, in display order (SPEC §9). */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const satisfies readonly Social[]

/**
 * Whether `value` is one of the {@link SOCIAL_PROVIDERS} (farcaster is not: it has its own flow).
 *
 * @example
 * isSocialProvider('github') // true
 * isSocialProvider('farcaster') // false
 */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
}
