import { expect, test } from 'vitest'
import { isSolanaCommitment, SOLANA_PREFLIGHT_COMMITMENTS } from './isSolanaCommitment.ts'

test('the enumerated levels are processed, confirmed and finalized', () => {
  expect(SOLANA_PREFLIGHT_COMMITMENTS).toEqual(['processed', 'confirmed', 'finalized'])
})

test.each([
  ['processed', true, 'processed'],
  ['confirmed', true, 'confirmed'],
  ['finalized', true, 'finalized'],
  ['deprecated alias max', false, 'max'],
  ['deprecated alias recent', false, 'recent'],
  ['deprecated alias single', false, 'single'],
  ['upper case', false, 'Confirmed'],
  ['empty', false, ''],
  ['undefined', false, undefined],
])('%s → %s', (_case, expected, value) => {
  expect(isSolanaCommitment(value)).toBe(expected)
})
