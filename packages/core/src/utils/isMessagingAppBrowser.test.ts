import { expect, test } from 'vitest'
import { USER_AGENTS as UA } from '../test/userAgents.fixture.ts'
import { isMessagingAppBrowser } from './isMessagingAppBrowser.ts'

test.each([
  ['Instagram on iPhone', true, UA.instagramIphone],
  ['Facebook on iPhone', true, UA.facebookIphone],
  ['Messenger on iPhone', true, UA.messengerIphone],
  ['LINE on iPhone', true, UA.lineIphone],
  ['Snapchat on iPhone', true, UA.snapchatIphone],
  ['WeChat on iPhone', true, UA.wechatIphone],
  ['Facebook on Android', true, UA.facebookAndroid],
  ['Telegram on Android', true, UA.telegramAndroid],
  ['WhatsApp on Android', true, UA.whatsappAndroid],
  ['KakaoTalk on Android', true, UA.kakaotalkAndroid],
  ['Discord on Mac', true, UA.discordMac],
  ['WeChat on Mac', true, UA.wechatMac],
  ['Discord on Windows', true, UA.discordWindows],
  ['Safari on iPhone', false, UA.safariIphone],
  ['Chrome on iPhone', false, UA.chromeIphone],
  ['Chrome on Android', false, UA.chromeAndroid],
  ['Safari on Mac', false, UA.safariMac],
  ['Chrome on Windows', false, UA.chromeWindows],
  ['Firefox on Linux ("Linux" is not "Line/")', false, UA.firefoxLinux],
  ['empty user agent', false, ''],
])('%s → %s', (_case, expected, userAgent) => {
  expect(isMessagingAppBrowser(userAgent)).toBe(expected)
})
