import type { Features } from '../features/features.ts'
import { getVisibleSocials } from './getVisibleSocials.ts'
import { isSocialProvider, type Social } from './socials.ts'

/**
 * The social logins the Connect view offers, in order (SPEC §5, §9): the site's `features.socials`
 * (SPEC §9's defaults unless set; `false` or the server's remote config turning it off gives
 * none), the popup providers and farcaster (its own flow: `connectFarcaster`, ConnectingFarcaster),
 * and inside a messaging app's browser without the ones its platform refuses.
 *
 * @example
 * getSocialList({ socials: ['google', 'farcaster', 'github'] }, navigator.userAgent)
 * // ['google', 'farcaster', 'github']
 */
export function getSocialList(features: Pick<Features, 'socials'>, userAgent: string): Social[] {
  if (!features.socials) return []
  const known = features.socials.filter(
    (social): social is Social => isSocialProvider(social) || social === 'farcaster',
  )
  return getVisibleSocials({ socials: known, userAgent })
}
