import { intlTag } from '@latch/core/internal'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Building an Intl formatter is the slow part: one per locale.
const dates = new Map<string, Intl.DateTimeFormat>()
const relatives = new Map<string, Intl.RelativeTimeFormat>()

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    dates.set(locale, format)
  }
  return format
}

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relatives.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlTag(locale), { numeric: 'auto' })
    relatives.set(locale, format)
  }
  return format
}

/**
 * When a transaction was mined, in `locale`: within the last day how long ago, through
 * `Intl.RelativeTimeFormat` ("now", "5 minutes ago", "3 hours ago"; German "vor 5 Minuten");
 * before that its date and time through `Intl.DateTimeFormat` (English, en-US: "Jan 2, 12:00 PM";
 * Japanese "1月2日 12:00"). A time a little ahead of the clock counts as now; an unreadable one
 * gives ''.
 */
export function formatActivityTime(iso: string, locale: string, now = Date.now()): string {
  const time = new Date(iso).getTime()
  if (Number.isNaN(time)) return ''
  const ago = Math.max(0, now - time)
  if (ago >= DAY) return dateFormat(locale).format(time)
  const relative = relativeFormat(locale)
  if (ago < MINUTE) return relative.format(-Math.floor(ago / 1_000), 'second')
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute')
  return relative.format(-Math.floor(ago / HOUR), 'hour')
}
