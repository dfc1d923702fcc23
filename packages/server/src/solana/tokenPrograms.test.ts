import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@latch/devnet/constants'
import { expect, test } from 'vitest'
import { SPL_TOKEN_PROGRAM_IDS } from './tokenPrograms.ts'

test('the token programs the server reads are the ones the devnet runs', () => {
  expect(SPL_TOKEN_PROGRAM_IDS).toEqual([TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS])
})
