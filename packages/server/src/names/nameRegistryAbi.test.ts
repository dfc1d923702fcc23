import { nameRegistryAbi as devnetNameRegistryAbi } from '@latch/devnet/constants'
import { expect, test } from 'vitest'
import { nameRegistryAbi } from './nameRegistryAbi.ts'

test('every function the server reads is in the devnet registry’s ABI, with the same signature', () => {
  for (const fragment of nameRegistryAbi) {
    expect(devnetNameRegistryAbi).toContainEqual(fragment)
  }
})
