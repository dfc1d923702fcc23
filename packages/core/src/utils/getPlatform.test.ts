import { expect, test } from 'vitest'
import { USER_AGENTS as UA } from '../test/userAgents.fixture.ts'
import { getPlatform } from './getPlatform.ts'

test.each([
  ['Safari on iPhone', 'ios', UA.safariIphone],
  ['Chrome on iPhone', 'ios', UA.chromeIphone],
  ['Safari on iPad', 'ios', UA.safariIpad],
  ['Instagram on iPhone (says "like Mac OS X")', 'ios', UA.instagramIphone],
  ['Chrome on Android', 'android', UA.chromeAndroid],
  ['Facebook on Android (Linux too)', 'android', UA.facebookAndroid],
  ['Safari on Mac', 'mac', UA.safariMac],
  ['Discord on Mac', 'mac', UA.discordMac],
  ['Chrome on Windows', 'other', UA.chromeWindows],
  ['Firefox on Linux', 'other', UA.firefoxLinux],
  ['empty user agent', 'other', ''],
])('%s → %s', (_case, expected, userAgent) => {
  expect(getPlatform(userAgent)).toBe(expected)
})
