import type { AlertId } from '@latch/core'
import type { Messages } from '../i18n/types.ts'

/**
 * The alerts' English texts (namespace `alerts`): each SPEC §8 alert's title under its id, its
 * description under `<id>_TEXT`. The banner shows the alert's own English (core's `ALERTS`; the Modal test checks these match), so
 * the modal doesn't load these: this list is for the catalogues' types and tests.
 */
export const alertMessages = {
  NETWORK_NOT_FOUND: 'Network Not Found',
  NETWORK_NOT_FOUND_TEXT: 'Not in the configured networks.',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  INVALID_APP_CONFIGURATION_TEXT: 'Origin not allowed, invalid project id, or unverified domain.',
  EMBEDDED_WALLET_LOAD_FAILED: 'Embedded wallet could not load',
  EMBEDDED_WALLET_LOAD_FAILED_TEXT: 'A network error stopped it loading.',
  EMBEDDED_WALLET_TIMEOUT: 'Embedded Wallet Request Timed Out',
  EMBEDDED_WALLET_TIMEOUT_TEXT: 'No answer in time. Try again.',
  SESSION_EXPIRED: 'Session Expired',
  SESSION_EXPIRED_TEXT: 'Check your device’s time settings.',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  PROJECT_ID_NOT_CONFIGURED_TEXT: 'Set projectId in createLatch().',
  SERVER_ERROR: 'Server Error',
  SERVER_ERROR_TEXT: 'Failed to get app configuration.',
  RATE_LIMITED: 'Rate Limited',
  RATE_LIMITED_TEXT: 'Too many requests. Try again soon.',
  LOCAL_CONFIGURATION_IGNORED: 'Local configuration ignored',
  LOCAL_CONFIGURATION_IGNORED_TEXT: 'The project’s server configuration applies.',
} as const satisfies Messages satisfies Record<`${AlertId}${'' | '_TEXT'}`, string>
