import { describe, expect, test } from 'vitest'
import { HttpError } from '../validation/HttpError.ts'
import { parseName } from './parseName.ts'

describe('parseName', () => {
  test.each([
    ['alice.latch', 'alice.latch'],
    ['Bob.LATCH', 'bob.latch'],
    ['a-1.b', 'a-1.b'],
  ])('%s → %s', (value, expected) => expect(parseName(value)).toBe(expected))

  test.each(['', 'alice latch', 'a_b', 'ä.latch', 'x'.repeat(256)])('rejects %j', (value) => {
    const error = (() => {
      try {
        parseName(value)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).code).toBe('invalid_parameter')
  })
})
