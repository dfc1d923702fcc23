const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Whether `value` is an RFC 3339 `date-time` (section 5.6) with a real calendar date, e.g.
 * `2026-11-25T16:00:00.000Z` or `2026-11-25T17:00:00+01:00`. Stricter than the RFC in two
 * ways, both documented in docs/sign-in-messages.md: `T` and `Z` in upper case only, and no
 * leap second (second 60), which no clock in a browser or server can compare.
 */
export function isRfc3339DateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[]
  const offsetHour = match[7] === undefined ? 0 : Number(match[7])
  const offsetMinute = match[8] === undefined ? 0 : Number(match[8])
  return (
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth(year!, month!) &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  )
}
