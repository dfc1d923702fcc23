import { describe, expect, test } from 'vitest'
import { EMAIL_NAME_MAX_LENGTH, formatEmailName } from './formatEmailName.ts'

/** An email of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`

describe('formatEmailName', () => {
  test('the limit is 30 characters', () => {
    expect(EMAIL_NAME_MAX_LENGTH).toBe(30)
  })

  test.each([
    ['a short email is unchanged', 'ada@example.com', 'ada@example.com'],
    ['exactly 30 characters is unchanged', emailOf(30), emailOf(30)],
    ['31 characters keeps the first 27 and adds …', emailOf(31), `${emailOf(31).slice(0, 27)}…`],
    ['a 60-character email is cut to 27 + …', emailOf(60), `${'a'.repeat(27)}…`],
    [
      'a real long address',
      'ada.lovelace.analytical@engines.example',
      'ada.lovelace.analytical@eng…',
    ],
    ['an emoji is never split', `${'😀'.repeat(31)}`, `${'😀'.repeat(27)}…`],
    ['empty stays empty', '', ''],
  ])('%s', (_case, email, expected) => {
    expect(formatEmailName(email)).toBe(expected)
  })

  test('a cut email is 28 characters long and ends with one ellipsis character', () => {
    const shown = formatEmailName(emailOf(45))
    expect(shown).toHaveLength(28)
    expect(shown.endsWith('…')).toBe(true)
    expect(shown.endsWith('...')).toBe(false)
  })
})
