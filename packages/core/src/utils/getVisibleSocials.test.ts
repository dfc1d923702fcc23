import { describe, expect, test } from 'vitest'
import { USER_AGENTS as UA } from '../test/userAgents.fixture.ts'
import { getVisibleSocials } from './getVisibleSocials.ts'
import { DEFAULT_SOCIALS } from './socials.ts'

const all = [...DEFAULT_SOCIALS]
const without = (...hidden: string[]) => all.filter((social) => !hidden.includes(social))

describe('getVisibleSocials', () => {
  test.each([
    ['Instagram on iPhone hides google', UA.instagramIphone, without('google')],
    ['Facebook on iPhone hides google', UA.facebookIphone, without('google')],
    ['WeChat on iPhone hides google', UA.wechatIphone, without('google')],
    ['Discord on Mac hides x', UA.discordMac, without('x')],
    ['WeChat on Mac hides x', UA.wechatMac, without('x')],
    ['Facebook on Android hides facebook and x', UA.facebookAndroid, without('facebook', 'x')],
    ['Telegram on Android hides facebook and x', UA.telegramAndroid, without('facebook', 'x')],
    ['WhatsApp on Android hides facebook and x', UA.whatsappAndroid, without('facebook', 'x')],
    ['Discord on Windows hides nothing', UA.discordWindows, all],
    ['Safari on iPhone hides nothing', UA.safariIphone, all],
    ['Chrome on Android hides nothing', UA.chromeAndroid, all],
    ['Safari on Mac hides nothing', UA.safariMac, all],
    ['Chrome on Windows hides nothing', UA.chromeWindows, all],
  ])('%s', (_case, userAgent, expected) => {
    expect(getVisibleSocials({ socials: DEFAULT_SOCIALS, userAgent })).toEqual(expected)
  })

  test('keeps the configured order and only the configured socials', () => {
    expect(
      getVisibleSocials({
        socials: ['x', 'github', 'google', 'facebook'],
        userAgent: UA.facebookAndroid,
      }),
    ).toEqual(['github', 'google'])
  })

  test('returns a new array, never the configured one', () => {
    const socials = ['github', 'apple'] as const
    const visible = getVisibleSocials({ socials, userAgent: UA.safariMac })
    expect(visible).toEqual(socials)
    expect(visible).not.toBe(socials)
  })
})
