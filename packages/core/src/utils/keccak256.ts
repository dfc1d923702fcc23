/** Keccak-f[1600]'s rotation offset for the lane at x + 5y. */
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
]

/** The 24 round constants as [high, low] 32-bit halves, made by the spec's LFSR once. */
const ROUND_CONSTANTS: readonly (readonly [number, number])[] = (() => {
  const constants: [number, number][] = []
  let lfsr = 1
  for (let round = 0; round < 24; round++) {
    let high = 0
    let low = 0
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) {
        const bit = (1 << j) - 1
        if (bit < 32) low ^= 1 << bit
        else high ^= 1 << (bit - 32)
      }
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : (lfsr << 1) & 0xff
    }
    constants.push([high >>> 0, low >>> 0])
  }
  return constants
})()

/** The 64-bit lane (high, low) rotated left by `n` bits, as [high, low]. */
function rotate(high: number, low: number, n: number): [number, number] {
  if (n === 0) return [high, low]
  if (n >= 32) return rotate(low, high, n - 32)
  return [((high << n) | (low >>> (32 - n))) >>> 0, ((low << n) | (high >>> (32 - n))) >>> 0]
}

/** One Keccak-f[1600] permutation over 25 lanes kept as 32-bit halves. */
function permute(high: Uint32Array, low: Uint32Array): void {
  const bHigh = new Uint32Array(25)
  const bLow = new Uint32Array(25)
  const cHigh = new Uint32Array(5)
  const cLow = new Uint32Array(5)
  for (const [rcHigh, rcLow] of ROUND_CONSTANTS) {
    // θ: each lane takes the parity of two neighbouring columns.
    for (let x = 0; x < 5; x++) {
      cHigh[x] = high[x]! ^ high[x + 5]! ^ high[x + 10]! ^ high[x + 15]! ^ high[x + 20]!
      cLow[x] = low[x]! ^ low[x + 5]! ^ low[x + 10]! ^ low[x + 15]! ^ low[x + 20]!
    }
    for (let x = 0; x < 5; x++) {
      const [rHigh, rLow] = rotate(cHigh[(x + 1) % 5]!, cLow[(x + 1) % 5]!, 1)
      const dHigh = cHigh[(x + 4) % 5]! ^ rHigh
      const dLow = cLow[(x + 4) % 5]! ^ rLow
      for (let y = 0; y < 25; y += 5) {
        high[x + y]! ^= dHigh
        low[x + y]! ^= dLow
      }
    }
    // ρ and π: rotate each lane and move it to (y, 2x + 3y).
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y
        const to = y + 5 * ((2 * x + 3 * y) % 5)
        const [h, l] = rotate(high[from]!, low[from]!, ROTATIONS[from]!)
        bHigh[to] = h
        bLow[to] = l
      }
    }
    // χ: the only non-linear step.
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const a = x + y
        const b = ((x + 1) % 5) + y
        const c = ((x + 2) % 5) + y
        high[a] = bHigh[a]! ^ (~bHigh[b]! & bHigh[c]!)
        low[a] = bLow[a]! ^ (~bLow[b]! & bLow[c]!)
      }
    }
    // ι
    high[0]! ^= rcHigh
    low[0]! ^= rcLow
  }
}

/** Keccak-256's rate in bytes (1600 − 2 × 256 bits). */
const RATE_BYTES = 136

/**
 * Keccak-256 (Ethereum's hash, the original Keccak padding, not SHA3-256) of `bytes`. Core
 * needs it only for EIP-55 checksums in sign-in messages, so it is small rather than fast.
 *
 * @example
 * keccak256(new TextEncoder().encode('')) // Uint8Array [0xc5, 0xd2, 0x46, …]
 */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const high = new Uint32Array(25)
  const low = new Uint32Array(25)
  const blocks = Math.floor(bytes.length / RATE_BYTES) + 1
  const padded = new Uint8Array(blocks * RATE_BYTES)
  padded.set(bytes)
  padded[bytes.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    // Lanes are little-endian 64-bit words.
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      const at = offset + lane * 8
      low[lane]! ^=
        padded[at]! | (padded[at + 1]! << 8) | (padded[at + 2]! << 16) | (padded[at + 3]! << 24)
      high[lane]! ^=
        padded[at + 4]! | (padded[at + 5]! << 8) | (padded[at + 6]! << 16) | (padded[at + 7]! << 24)
    }
    permute(high, low)
  }
  const out = new Uint8Array(32)
  for (let lane = 0; lane < 4; lane++) {
    for (let byte = 0; byte < 4; byte++) {
      out[lane * 8 + byte] = (low[lane]! >>> (8 * byte)) & 0xff
      out[lane * 8 + 4 + byte] = (high[lane]! >>> (8 * byte)) & 0xff
    }
  }
  return out
}
