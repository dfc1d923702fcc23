/**
 * The longest value, in UTF-16 code units (`string.length`), each field of an analytics event
 * may hold: `@latch/server`'s `POST /e` answers 400 to anything longer, and the event is lost.
 * The kit cuts its fields to these and the server checks them, from this one table.
 */
export const ANALYTICS_FIELD_MAX_LENGTH = {
  eventId: 128,
  url: 2_048,
  domain: 253,
  type: 32,
  event: 128,
  errorType: 128,
  errorMessage: 4_096,
  stackTrace: 16_000,
  address: 128,
} as const

/** The body of `POST /e` (SPEC §7 analytics host): an error event. */
export type AnalyticsErrorEvent = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'error'
    event: string
    errorType: string
    errorMessage: string
    stackTrace: string
    address?: string
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * `value` as text the server stores: NUL and unpaired surrogates (which PostgreSQL cannot hold,
 * so the server refuses them) become U+FFFD, and the text is cut to `maxLength` code units
 * without splitting a surrogate pair, ending in `…` when cut.
 *
 * @example
 * toAnalyticsText('a'.repeat(5000), ANALYTICS_FIELD_MAX_LENGTH.errorMessage).length // 4096
 */
export function toAnalyticsText(value: string, maxLength: number): string {
  const clean = value.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd')
  if (clean.length <= maxLength) return clean
  let end = Math.max(maxLength - 1, 0)
  if (/[\ud800-\udbff]/.test(clean[end - 1] ?? '')) end -= 1
  return `${clean.slice(0, end)}${maxLength > 0 ? '…' : ''}`
}

/**
 * An error event with every field fitted to {@link ANALYTICS_FIELD_MAX_LENGTH}: a long message
 * or stack is cut, not a reason for the server to drop the report.
 */
export function toAnalyticsErrorEvent(event: AnalyticsErrorEvent): AnalyticsErrorEvent {
  const limit = ANALYTICS_FIELD_MAX_LENGTH
  const { props } = event
  return {
    eventId: toAnalyticsText(event.eventId, limit.eventId),
    url: toAnalyticsText(event.url, limit.url),
    domain: toAnalyticsText(event.domain, limit.domain),
    timestamp: event.timestamp,
    props: {
      type: props.type,
      event: toAnalyticsText(props.event, limit.event),
      errorType: toAnalyticsText(props.errorType, limit.errorType),
      errorMessage: toAnalyticsText(props.errorMessage, limit.errorMessage),
      stackTrace: toAnalyticsText(props.stackTrace, limit.stackTrace),
      ...(props.address === undefined
        ? {}
        : { address: toAnalyticsText(props.address, limit.address) }),
    },
  }
}
