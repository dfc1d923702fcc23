/** The fields of an EpochSchedule sysvar this needs. */
export type EpochScheduleFields = {
  slotsPerEpoch: bigint
  warmup: boolean
  firstNormalEpoch: bigint
  firstNormalSlot: bigint
}

// Warmup epochs start at 32 slots and double until the first normal epoch.
const MINIMUM_SLOTS_PER_EPOCH = 32n

/** Epoch, index within it and its length for `slot`, as EpochSchedule computes them. */
export function epochOfSlot(slot: bigint, schedule: EpochScheduleFields) {
  if (!schedule.warmup || slot >= schedule.firstNormalSlot) {
    const base = schedule.warmup ? schedule.firstNormalSlot : 0n
    const firstEpoch = schedule.warmup ? schedule.firstNormalEpoch : 0n
    return {
      epoch: firstEpoch + (slot - base) / schedule.slotsPerEpoch,
      slotIndex: (slot - base) % schedule.slotsPerEpoch,
      slotsInEpoch: schedule.slotsPerEpoch,
    }
  }
  let epoch = 0n
  let start = 0n
  let length = MINIMUM_SLOTS_PER_EPOCH
  while (slot >= start + length) {
    start += length
    length *= 2n
    epoch += 1n
  }
  return { epoch, slotIndex: slot - start, slotsInEpoch: length }
}
