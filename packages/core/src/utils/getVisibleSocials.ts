import { getPlatform, type Platform } from './getPlatform.ts'
import { isMessagingAppBrowser } from './isMessagingAppBrowser.ts'
import type { Social } from './socials.ts'

/**
 * Socials hidden inside messaging-app browsers, per platform (SPEC §5). Their OAuth pages refuse
 * embedded web views there (Google's "disallowed_useragent" on iOS, for one), so the button
 * would only lead to an error page.
 */
const HIDDEN_IN_MESSAGING_APPS: Record<Platform, readonly Social[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

export type GetVisibleSocialsParameters<social extends string> = {
  /** The socials the site configured, in display order. */
  socials: readonly social[]
  /** The browser's user agent (`navigator.userAgent`). */
  userAgent: string
}

/**
 * The socials to show, in their order: all of them in an ordinary browser, and inside a
 * messaging app's embedded browser all but the ones that platform's providers refuse.
 *
 * @example
 * getVisibleSocials({ socials: DEFAULT_SOCIALS, userAgent: navigator.userAgent })
 */
export function getVisibleSocials<social extends string>({
  socials,
  userAgent,
}: GetVisibleSocialsParameters<social>): social[] {
  if (!isMessagingAppBrowser(userAgent)) return [...socials]
  const hidden: readonly string[] = HIDDEN_IN_MESSAGING_APPS[getPlatform(userAgent)]
  return socials.filter((social) => !hidden.includes(social))
}
