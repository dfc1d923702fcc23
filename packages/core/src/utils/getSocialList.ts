import type { Features } from '../features/features.ts'
import { getVisibleSocials } from './getVisibleSocials.ts'
import { isSocialProvider, type SocialProvider } from './socials.ts'

/**
 * The social logins the Connect view offers, in order (SPEC §5, §9): the site's `features.socials`
 * (SPEC §9's defaults unless set; `false` or the server's remote config turning it off gives
 * none), only the popup providers — farcaster logs in another way, not built yet — and inside a
 * messaging app's browser without the ones its platform refuses.
 *
 * @example
 * getSocialList({ socials: ['google', 'farcaster', 'github'] }, navigator.userAgent)
 * // ['google', 'github']
 */
export function getSocialList(
  features: Pick<Features, 'socials'>,
  userAgent: string,
): SocialProvider[] {
  if (!features.socials) return []
  return getVisibleSocials({ socials: features.socials.filter(isSocialProvider), userAgent })
}
