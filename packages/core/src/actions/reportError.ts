import { toAnalyticsErrorEvent } from '../api/analyticsEvent.ts'
import type { AnalyticsConfigAnswer } from '../api/projectConfig.ts'
import type { Client } from '../client/types.ts'
import { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS } from '../constants.ts'
import { LatchError } from '../errors/base.ts'
import { HttpStatusError } from '../errors/http.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { showAlert } from './showAlert.ts'

/** SPEC §8: errors are reported under a category; INTERNAL_SDK_ERROR by default. */
export type ErrorCategory =
  | 'INTERNAL_SDK_ERROR'
  | 'CONNECTION_ERROR'
  | 'NETWORK_ERROR'
  | 'API_ERROR'

/** How the report is filed: its event name and SPEC §8 category. */
export type ReportErrorParameters = {
  /** @defaultValue `'ERROR'` */
  event?: string
  /** @defaultValue `'INTERNAL_SDK_ERROR'` */
  category?: ErrorCategory
}
/** Whether a report was sent. */
export type ReportErrorReturnType = boolean
/** {@link reportError} throws nothing by design. */
export type ReportErrorErrorType = never

/**
 * Reports an error to the analytics host (SPEC §7): only errors, only when the site keeps the
 * `analytics` feature on and the server's analytics config says enabled, at most 5 per 60 s.
 * Never throws; resolves with whether a report was sent.
 *
 * @example
 * await latch.reportError(error, { event: 'CONNECT_ERROR', category: 'CONNECTION_ERROR' })
 */
export async function reportError(
  client: Client,
  error: unknown,
  options: ReportErrorParameters = {},
): Promise<ReportErrorReturnType> {
  if (!client.getState().features.analytics || !client.options.projectId) return false
  const { runtime } = client
  runtime.errorReports ??= { sent: [], forbidden: false }
  const state = runtime.errorReports
  if (state.forbidden) return false
  const now = Date.now()
  state.sent = state.sent.filter((time) => now - time < ERROR_REPORTS_WINDOW_MS)
  if (state.sent.length >= ERROR_REPORTS_MAX) return false
  state.sent.push(now)
  // A failed ask (the server unreachable) is forgotten: a later report asks again.
  state.enabled ??= client.api.analytics
    .get<Partial<AnalyticsConfigAnswer>>('/getAnalyticsConfig')
    .then((answer) => answer.isAnalyticsEnabled === true)
    .catch(() => {
      state.enabled = undefined
      return false
    })
  if (!(await state.enabled)) return false
  const location = globalThis.location
  const address = client.getState().accounts[getActiveNamespace(client, client.getState())]?.address
  try {
    // Fitted to what the server accepts: a long message or stack is cut, not the event lost.
    await client.api.analytics.post(
      '/e',
      toAnalyticsErrorEvent({
        eventId: globalThis.crypto?.randomUUID?.() ?? `${now}-${Math.random()}`,
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: now,
        props: {
          type: 'error',
          event: options.event ?? 'ERROR',
          errorType: options.category ?? 'INTERNAL_SDK_ERROR',
          errorMessage:
            error instanceof LatchError
              ? error.shortMessage
              : error instanceof Error
                ? error.message
                : String(error),
          stackTrace: error instanceof Error ? (error.stack ?? '') : '',
          ...(address ? { address } : {}),
        },
      }),
    )
    return true
  } catch (failure) {
    // SPEC §8: a 403 on analytics means the app configuration is invalid; say it once.
    if (failure instanceof HttpStatusError && failure.status === 403) {
      state.forbidden = true
      showAlert(client, 'INVALID_APP_CONFIGURATION')
    }
    return false
  }
}
