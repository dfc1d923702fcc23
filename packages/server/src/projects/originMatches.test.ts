import { describe, expect, test } from 'vitest'
import { isOriginAllowed, originMatches } from './originMatches.ts'

describe('originMatches', () => {
  test.each([
    ['http://127.0.0.1:*', 'http://127.0.0.1:5173', true],
    ['http://127.0.0.1:*', 'http://127.0.0.1', true],
    ['http://127.0.0.1:*', 'https://127.0.0.1:5173', false],
    ['http://localhost:*', 'http://LOCALHOST:3000', true],
    ['http://localhost:*', 'http://localhost.evil.com:3000', false],
    ['https://*.example.com', 'https://app.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://app.example.com.evil.io', false],
    ['https://*.example.com', 'https://evilexample.com', false],
    ['https://*.example.com', 'https://app.example.com:8443', false],
    ['https://example.com', 'https://example.com:443', true],
    ['https://example.com', 'https://example.com', true],
    ['https://example.com', 'http://example.com', false],
    ['https://app.*.example.com', 'https://app.eu.example.com', true],
    ['https://app.*.example.com', 'https://app.eu.x.example.com', false],
    ['*', 'https://anything.io', true],
    ['http://127.0.0.1:*', 'null', false],
    ['not a pattern', 'https://example.com', false],
  ])('%s vs %s → %s', (pattern, origin, expected) => {
    expect(originMatches(pattern, origin)).toBe(expected)
  })

  test('isOriginAllowed checks every pattern', () => {
    const patterns = ['https://a.io', 'http://localhost:*']
    expect(isOriginAllowed(patterns, 'http://localhost:5173')).toBe(true)
    expect(isOriginAllowed(patterns, 'https://b.io')).toBe(false)
    expect(isOriginAllowed([], 'https://a.io')).toBe(false)
  })
})
