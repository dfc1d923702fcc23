/**
 * SPEC §8 alerts: the short titles are the spec's, the descriptions are ours. An alert is shown
 * in the modal's header area until dismissed.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    description: 'The network is not in the networks you configured.',
    variant: 'error',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    description:
      'This origin is not on the project’s allowlist, the project id is invalid, or the domain is not verified.',
    variant: 'error',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    title: 'Embedded wallet could not load',
    description: 'A network error stopped the embedded wallet from loading.',
    variant: 'error',
  },
  EMBEDDED_WALLET_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet did not answer in time. Try again.',
    variant: 'error',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    description: 'The session is invalid. Check your device’s time settings.',
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    description: 'Set `projectId` in createLatch(); the modal cannot reach its server without it.',
    variant: 'error',
  },
  SERVER_ERROR: {
    title: 'Server Error',
    description: 'Failed to get the app configuration from the server.',
    variant: 'error',
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    description: 'Too many requests to the server. Try again in a moment.',
    variant: 'error',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    title: 'Local configuration ignored',
    description: 'The server’s configuration for this project overrides the local one.',
    variant: 'warning',
  },
} as const satisfies Record<
  string,
  { title: string; description: string; variant: 'error' | 'warning' }
>

export type AlertId = keyof typeof ALERTS

export type Alert = {
  id: AlertId
  title: string
  description: string
  variant: 'error' | 'warning'
}

export function getAlert(id: AlertId): Alert {
  return { id, ...ALERTS[id] }
}
