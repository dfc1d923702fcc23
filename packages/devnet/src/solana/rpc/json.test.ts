import { expect, test } from 'vitest'
import { stringifyJson } from './json.ts'

test.each([
  [{ lamports: 5n }, '{"lamports":5}'],
  [{ rentEpoch: 18_446_744_073_709_551_615n }, '{"rentEpoch":18446744073709551615}'],
  [[1n, -2n, 'x'], '[1,-2,"x"]'],
  [{ text: 'bigint:12' }, '{"text":"bigint:12"}'],
])('stringifyJson writes bigints as bare numbers (case %#)', (value, expected) => {
  expect(stringifyJson(value)).toBe(expected)
})
