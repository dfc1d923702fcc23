/**
 * SPEC §8 alerts: the short titles are the spec's, the descriptions are ours. An alert is shown
 * in the modal's header area until dismissed.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    description: 'Not in the configured networks.',
    variant: 'error',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    description: 'Origin not allowed, invalid project id, or unverified domain.',
    variant: 'error',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    title: 'Embedded wallet could not load',
    description: 'A network error stopped it loading.',
    variant: 'error',
  },
  EMBEDDED_WALLET_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    description: 'No answer in time. Try again.',
    variant: 'error',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    description: 'Check your device’s time settings.',
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    description: 'Set projectId in createLatch().',
    variant: 'error',
  },
  SERVER_ERROR: {
    title: 'Server Error',
    description: 'Failed to get app configuration.',
    variant: 'error',
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    description: 'Too many requests. Try again soon.',
    variant: 'error',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    title: 'Local configuration ignored',
    description: 'The project’s server configuration applies.',
    variant: 'warning',
  },
} as const satisfies Record<
  string,
  { title: string; description: string; variant: 'error' | 'warning' }
>

/** The id of a SPEC §8 alert (`NETWORK_NOT_FOUND` …). */
export type AlertId = keyof typeof ALERTS

/** An alert shown in the modal (`state.alert`). */
export type Alert = {
  id: AlertId
  title: string
  description: string
  variant: 'error' | 'warning'
}

export function getAlert(id: AlertId): Alert {
  return { id, ...ALERTS[id] }
}
