import { expect, test } from 'vitest'
import { epochOfSlot } from './epochOfSlot.ts'

// Solana's default schedule: 432,000-slot epochs after 14 warmup epochs (32, 64, … slots).
const schedule = {
  slotsPerEpoch: 432_000n,
  warmup: true,
  firstNormalEpoch: 14n,
  firstNormalSlot: 524_256n,
}

test.each([
  [0n, 0n, 0n, 32n],
  [31n, 0n, 31n, 32n],
  [32n, 1n, 0n, 64n],
  [524_255n, 13n, 262_143n, 262_144n],
  [524_256n, 14n, 0n, 432_000n],
  [447_552_006n, 1048n, 339_750n, 432_000n],
])('slot %s is epoch %s, index %s of %s', (slot, epoch, slotIndex, slotsInEpoch) => {
  expect(epochOfSlot(slot, schedule)).toEqual({ epoch, slotIndex, slotsInEpoch })
})

test('without warmup every epoch has slotsPerEpoch slots from slot 0', () => {
  expect(epochOfSlot(1_000n, { ...schedule, warmup: false, slotsPerEpoch: 300n })).toEqual({
    epoch: 3n,
    slotIndex: 100n,
    slotsInEpoch: 300n,
  })
})
