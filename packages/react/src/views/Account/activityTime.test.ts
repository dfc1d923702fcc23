import { expect, test } from 'vitest'
import { formatActivityTime } from './activityTime.ts'

const NOW = Date.UTC(2026, 11, 6, 20, 0)
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const MINUTE = 60_000

test('within a day: how long ago, in the locale (Intl.RelativeTimeFormat)', () => {
  expect(formatActivityTime(ago(0), 'en', NOW)).toBe('now')
  expect(formatActivityTime(ago(-5_000), 'en', NOW)).toBe('now') // a clock a little behind
  expect(formatActivityTime(ago(40_000), 'en', NOW)).toBe('40 seconds ago')
  expect(formatActivityTime(ago(5 * MINUTE), 'en', NOW)).toBe('5 minutes ago')
  expect(formatActivityTime(ago(3 * 60 * MINUTE), 'en', NOW)).toBe('3 hours ago')
  expect(formatActivityTime(ago(5 * MINUTE), 'de', NOW)).toBe('vor 5 Minuten')
  expect(formatActivityTime(ago(MINUTE), 'ja', NOW)).toBe('1 分前')
  expect(formatActivityTime(ago(2 * MINUTE), 'ar', NOW)).toBe('قبل دقيقتين')
  expect(formatActivityTime(ago(2 * MINUTE), 'ru', NOW)).toBe('2 минуты назад')
})

test('a day or more: the date and time (Intl.DateTimeFormat); English stays en-US', () => {
  const iso = '2026-01-02T12:00:00.000Z'
  const time = new Date(iso)
  const options = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const
  expect(formatActivityTime(iso, 'en', NOW)).toBe(
    new Intl.DateTimeFormat('en-US', options).format(time),
  )
  expect(formatActivityTime(iso, 'en', NOW)).toMatch(/^Jan 2, \d{1,2}:\d{2} [AP]M$/)
  expect(formatActivityTime(iso, 'ja', NOW)).toMatch(/^1月2日 \d{1,2}:\d{2}$/)
  expect(formatActivityTime(iso, 'de', NOW)).toMatch(/^2\. Jan\., \d{2}:\d{2}$/)
  expect(formatActivityTime('not a date', 'en', NOW)).toBe('')
})
