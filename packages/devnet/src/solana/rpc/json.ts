// bigints are written as bare JSON numbers: u64 fields (lamports, rentEpoch = u64::MAX) must stay
// numbers on the wire, and @solana/kit parses large ones back into bigints exactly.
// The mark starts with NUL, which JSON.stringify escapes to "\u0000": no real string matches it.
const BIGINT_MARK = '\u0000bigint:'
const MARKED = /"\\u0000bigint:(-?\d+)"/g

/** JSON.stringify that writes bigints as exact numbers. */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) =>
    typeof v === 'bigint' ? `${BIGINT_MARK}${v.toString()}` : v,
  )
  return text.replace(MARKED, '$1')
}
