import { expect, test } from 'vitest'
import { formatDiscordUsername } from './formatDiscordUsername.ts'

test.each([
  ['a trailing 0 is removed', 'alice0', 'alice'],
  ['only one trailing 0 is removed', 'agent00', 'agent0'],
  ['a name without a trailing 0 is unchanged', 'alice', 'alice'],
  ['a 0 elsewhere is kept', 'a0lice', 'a0lice'],
  ['another trailing digit is kept', 'alice1', 'alice1'],
  ['a trailing letter O is kept', 'bigO', 'bigO'],
  ['a lone 0 becomes empty', '0', ''],
  ['empty stays empty', '', ''],
])('%s: %j → %j', (_case, username, expected) => {
  expect(formatDiscordUsername(username)).toBe(expected)
})
