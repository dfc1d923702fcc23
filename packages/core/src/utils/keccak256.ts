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

/** ρ and π: where each lane goes, (x, y) → (y, 2x + 3y). */
const DESTINATIONS = ROTATIONS.map((_, from) => {
  const x = from % 5
  const y = Math.floor(from / 5)
  return y + 5 * ((2 * x + 3 * y) % 5)
})

// Scratch lanes, reused: the permutation is synchronous, so no two calls share them at once.
const bHigh = new Uint32Array(25)
const bLow = new Uint32Array(25)
const cHigh = new Uint32Array(5)
const cLow = new Uint32Array(5)

/** One Keccak-f[1600] permutation over 25 lanes kept as 32-bit halves (no allocation). */
function permute(high: Uint32Array, low: Uint32Array): void {
  for (const [rcHigh, rcLow] of ROUND_CONSTANTS) {
    // θ: each lane takes the parity of two neighbouring columns.
    for (let x = 0; x < 5; x++) {
      cHigh[x] = high[x]! ^ high[x + 5]! ^ high[x + 10]! ^ high[x + 15]! ^ high[x + 20]!
      cLow[x] = low[x]! ^ low[x + 5]! ^ low[x + 10]! ^ low[x + 15]! ^ low[x + 20]!
    }
    for (let x = 0; x < 5; x++) {
      const nextHigh = cHigh[(x + 1) % 5]!
      const nextLow = cLow[(x + 1) % 5]!
      const dHigh = cHigh[(x + 4) % 5]! ^ ((nextHigh << 1) | (nextLow >>> 31))
      const dLow = cLow[(x + 4) % 5]! ^ ((nextLow << 1) | (nextHigh >>> 31))
      for (let y = 0; y < 25; y += 5) {
        high[x + y]! ^= dHigh
        low[x + y]! ^= dLow
      }
    }
    // ρ and π: rotate each lane left by its offset and move it.
    for (let from = 0; from < 25; from++) {
      const h = high[from]!
      const l = low[from]!
      const n = ROTATIONS[from]!
      const to = DESTINATIONS[from]!
      if (n === 0) {
        bHigh[to] = h
        bLow[to] = l
      } else if (n < 32) {
        bHigh[to] = (h << n) | (l >>> (32 - n))
        bLow[to] = (l << n) | (h >>> (32 - n))
      } else if (n === 32) {
        bHigh[to] = l
        bLow[to] = h
      } else {
        bHigh[to] = (l << (n - 32)) | (h >>> (64 - n))
        bLow[to] = (h << (n - 32)) | (l >>> (64 - n))
      }
    }
    // χ: the only non-linear step.
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const b = ((x + 1) % 5) + y
        const c = ((x + 2) % 5) + y
        high[x + y] = bHigh[x + y]! ^ (~bHigh[b]! & bHigh[c]!)
        low[x + y] = bLow[x + y]! ^ (~bLow[b]! & bLow[c]!)
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
