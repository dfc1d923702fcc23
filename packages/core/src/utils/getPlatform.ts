/** The operating systems whose in-app browsers hide some social logins (SPEC §5). */
export type Platform = 'ios' | 'mac' | 'android' | 'other'

/**
 * The platform a user agent string reports. iOS is tested first because iOS agents also say
 * "like Mac OS X". An iPad in desktop mode reports itself as a Mac, and so counts as `mac`: the
 * user agent alone cannot tell them apart.
 *
 * @example
 * getPlatform(navigator.userAgent) // 'ios' on an iPhone
 */
export function getPlatform(userAgent: string): Platform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios'
  if (/\bAndroid\b/.test(userAgent)) return 'android'
  if (/\b(Macintosh|Mac OS X)\b/.test(userAgent)) return 'mac'
  return 'other'
}
