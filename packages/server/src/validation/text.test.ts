import { describe, expect, test } from 'vitest'
import { HttpError } from './HttpError.ts'
import { isStorableText, storableText, truncateText } from './text.ts'

describe('isStorableText', () => {
  test.each(['', 'plain', 'é€', '\ud83d\ude00', 'a\ud83d\ude00b', '\uffff'])(
    'accepts %j',
    (value) => expect(isStorableText(value)).toBe(true),
  )
  test.each(['\u0000', 'a\u0000b', '\ud800', 'x\udbff', '\udc00x', '\ude00\ud83d', 'a\ud83d'])(
    'rejects %j',
    (value) => expect(isStorableText(value)).toBe(false),
  )
})

test('storableText passes storable text and throws a 400 with the given code otherwise', () => {
  expect(storableText('react', 'st', 'invalid_parameter')).toBe('react')
  const error = (() => {
    try {
      storableText('\ud800', 'props.event', 'invalid_body')
    } catch (thrown) {
      return thrown
    }
  })()
  expect(error).toBeInstanceOf(HttpError)
  expect((error as HttpError).toBody()).toMatchInlineSnapshot(`
    {
      "error": "invalid_body",
      "message": "props.event holds a NUL character or an unpaired UTF-16 surrogate",
    }
  `)
})

test('truncateText never splits a surrogate pair', () => {
  expect(truncateText('abc', 5)).toBe('abc')
  expect(truncateText('abcdef', 3)).toBe('abc')
  expect(truncateText('ab\ud83d\ude00', 3)).toBe('ab')
  expect(truncateText('ab\ud83d\ude00', 4)).toBe('ab\ud83d\ude00')
})
