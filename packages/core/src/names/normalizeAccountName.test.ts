import { describe, expect, test } from 'vitest'
import { InvalidAccountNameError } from '../errors/accountName.ts'
import { createAccountNameMessage, parseAccountNameMessage } from './accountNameMessage.ts'
import { normalizeAccountName } from './normalizeAccountName.ts'

function reasonOf(value: string): string | undefined {
  try {
    normalizeAccountName(value)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAccountNameError)
    return (error as InvalidAccountNameError).reason
  }
}

describe('normalizeAccountName', () => {
  test.each([
    ['my-name-1234', 'my-name-1234'],
    ['My-Name-1234', 'my-name-1234'],
    ['  alice  ', 'alice'],
    // Fullwidth letters are mapped to ASCII by ENSIP-15 before SPEC §5's rule.
    ['ａｌｉｃｅ', 'alice'],
    ['abcd', 'abcd'],
  ])('%j → %j', (value, label) => expect(normalizeAccountName(value)).toBe(label))

  test.each([
    ['ab', 'too_short'],
    ['AbC', 'too_short'],
    ['a_b', 'characters'],
    ['my.name', 'characters'],
    ['my name', 'characters'],
    // ENSIP-15 allows these, SPEC §5 does not: the normalised label is what is held to the rule.
    ['ab--cd', 'characters'],
    ['😀😀😀😀', 'characters'],
    ['café', 'characters'],
    ['x'.repeat(64), 'too_long'],
  ])('%j is refused (%s)', (value, reason) => expect(reasonOf(value)).toBe(reason))

  test('the messages people read', () => {
    expect(new InvalidAccountNameError({ name: 'ab', reason: 'too_short' }).shortMessage).toBe(
      'Name must be at least 4 characters',
    )
    expect(new InvalidAccountNameError({ name: 'a_b', reason: 'characters' }).shortMessage).toBe(
      'Use only letters, numbers and hyphens',
    )
  })
})

describe('account-name messages', () => {
  const fields = {
    name: 'my-name-1234.latch',
    coinType: 2147514985,
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    issuedAt: '2026-12-06T11:00:00.000Z',
  }

  test('a message reads back as its fields, one per line', () => {
    const text = createAccountNameMessage(fields)
    expect(text.split('\n')).toHaveLength(7)
    expect(parseAccountNameMessage(text)).toEqual(fields)
  })

  test.each([
    ['not JSON', 'hello'],
    ['another purpose', JSON.stringify({ ...fields, purpose: 'Sign in' })],
    ['an extra field', createAccountNameMessage(fields).replace('{', '{"nonce":"1",')],
    ['a string coin type', createAccountNameMessage(fields).replace('2147514985', '"60"')],
    ['an unreadable time', createAccountNameMessage({ ...fields, issuedAt: 'yesterday' })],
  ])('%s is no account-name message', (_, text) => {
    expect(parseAccountNameMessage(text)).toBeUndefined()
  })
})
