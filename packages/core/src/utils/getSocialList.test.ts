import { describe, expect, test } from 'vitest'
import { resolveFeatures } from '../features/resolveFeatures.ts'
import { formatSocialUsername } from './formatSocialUsername.ts'
import { getSocialList } from './getSocialList.ts'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'
const TELEGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.0'

describe('getSocialList (SPEC §5, §9)', () => {
  test('the defaults, in order, farcaster included', () => {
    expect(getSocialList(resolveFeatures({}), DESKTOP)).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  test("the site's features.socials, its order kept; false gives none", () => {
    expect(getSocialList({ socials: ['github', 'google'] }, DESKTOP)).toEqual(['github', 'google'])
    expect(getSocialList({ socials: false }, DESKTOP)).toEqual([])
  })

  test("the remote socials feature: off gives none, its list filters the site's", () => {
    const off = resolveFeatures({}, { remote: [{ id: 'socials', isEnabled: false }] })
    expect(getSocialList(off, DESKTOP)).toEqual([])
    const listed = resolveFeatures(
      { socials: ['github', 'google', 'discord'] },
      { remote: [{ id: 'socials', isEnabled: true, config: ['discord', 'github'] }] },
    )
    expect(getSocialList(listed, DESKTOP)).toEqual(['github', 'discord'])
  })

  test('inside a messaging app on Android, facebook and x are hidden', () => {
    expect(getSocialList(resolveFeatures({}), TELEGRAM_ANDROID)).toEqual([
      'google',
      'farcaster',
      'discord',
      'apple',
      'github',
    ])
  })
})

describe('formatSocialUsername (SPEC §5)', () => {
  test("discord loses one trailing 0; other providers' names are kept", () => {
    expect(formatSocialUsername('discord', 'ada0')).toBe('ada')
    expect(formatSocialUsername('discord', 'agent00')).toBe('agent0')
    expect(formatSocialUsername('github', 'ada0')).toBe('ada0')
    expect(formatSocialUsername(undefined, 'ada0')).toBe('ada0')
  })
})
