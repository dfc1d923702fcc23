import { expect, test } from 'vitest'
import { ORIGIN_CASES } from '../test/originCases.ts'
import { isOriginAllowed } from './isOriginAllowed.ts'

// The kit checks the page's origin in the browser, on the browser's own URL parser (Node's is
// another): the same table must hold there.
test.each(ORIGIN_CASES)('in Chromium, %s: %j vs %j → %s', (_case, pattern, origin, expected) => {
  expect(isOriginAllowed(origin, [pattern])).toBe(expected)
})

test('the page this test runs on passes its own origin, and a :8443 one passes `*`', () => {
  expect(isOriginAllowed(location.origin, [location.origin])).toBe(true)
  expect(isOriginAllowed('https://shop.io:8443', ['*'])).toBe(true)
})
