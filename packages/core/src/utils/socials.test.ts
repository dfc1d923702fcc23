import { describe, expect, test } from 'vitest'
import { DEFAULT_SOCIALS, isSocialProvider, SOCIAL_PROVIDERS } from './socials.ts'

describe('social lists', () => {
  test('SOCIAL_PROVIDERS is the SPEC §5 set', () => {
    expect([...SOCIAL_PROVIDERS].sort()).toEqual([
      'apple',
      'discord',
      'facebook',
      'github',
      'google',
      'x',
    ])
  })

  test('DEFAULT_SOCIALS is the SPEC §9 list, in order', () => {
    expect(DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })
})

describe('isSocialProvider', () => {
  test.each([
    ['google', true, 'google'],
    ['x', true, 'x'],
    ['discord', true, 'discord'],
    ['farcaster (its own flow)', false, 'farcaster'],
    ['twitter (old name of x)', false, 'twitter'],
    ['upper case', false, 'Google'],
    ['empty', false, ''],
    ['not a string', false, 1],
  ])('%s → %s', (_case, expected, value) => {
    expect(isSocialProvider(value)).toBe(expected)
  })
})
