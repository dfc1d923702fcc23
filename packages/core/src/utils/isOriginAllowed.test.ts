import { describe, expect, test } from 'vitest'
import { ORIGIN_CASES } from '../test/originCases.ts'
import { isOriginAllowed, isValidOriginPattern } from './isOriginAllowed.ts'

describe('isOriginAllowed', () => {
  test.each(ORIGIN_CASES)('%s: %j vs %j → %s', (_case, pattern, origin, expected) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(expected)
  })

  test('matches when any pattern matches, and never with no patterns', () => {
    const patterns = ['https://a.example', 'https://*.example.com']
    expect(isOriginAllowed('https://x.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://b.example', patterns)).toBe(false)
    expect(isOriginAllowed('https://x.example.com', [])).toBe(false)
  })

  test('a malformed pattern next to a good one does not spoil the list', () => {
    expect(isOriginAllowed('https://shop.io', ['https://pr-*.shop.io', 'shop.io'])).toBe(true)
  })

  test('values that are not strings match nothing (JSON from a server)', () => {
    expect(isOriginAllowed('https://shop.io', [42 as unknown as string])).toBe(false)
    expect(isOriginAllowed(undefined as unknown as string, ['*'])).toBe(false)
  })
})

describe('isValidOriginPattern', () => {
  test.each([
    ['*', true],
    ['https://*.example.com', true],
    ['*.example.com', true],
    ['localhost:*', true],
    ['http://[::1]:*', true],
    ['https://pr-*.example.com', false],
    ['https://example.com/app', false],
    ['https://example.com:99999', false],
    ['', false],
  ])('%j → %s', (pattern, expected) => {
    expect(isValidOriginPattern(pattern)).toBe(expected)
  })
})
