import type {
  AllowedOriginsAnswer,
  ProjectConfigAnswer,
  RemoteFeatureId,
} from '../api/projectConfig.ts'
import type { Client } from '../client/types.ts'
import { HttpStatusError } from '../errors/http.ts'
import type { RemoteFeature } from '../features/features.ts'
import { type RemoteFeatureConfig, resolveFeatures } from '../features/resolveFeatures.ts'
import { DEFAULT_ALLOWED_ANCESTORS } from '../utils/defaultAllowedAncestors.ts'
import { isOriginAllowed } from '../utils/isOriginAllowed.ts'
import { showAlert } from './showAlert.ts'

/** The server's names for remote features (SPEC §3), mapped to Latch's flags. */
const FLAG_OF_REMOTE_ID: Readonly<Record<RemoteFeatureId, RemoteFeature>> = {
  email: 'email',
  socials: 'socials',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  reownBranding: 'branding',
}

/** The flag an id of the answer names; none for an id this kit does not know. */
function flagOf(id: unknown): RemoteFeature | undefined {
  return typeof id === 'string' && Object.hasOwn(FLAG_OF_REMOTE_ID, id)
    ? FLAG_OF_REMOTE_ID[id as RemoteFeatureId]
    : undefined
}

/** The page's origin (`location.origin`); without one the origin check is skipped. */
export type LoadRemoteConfigParameters = string | undefined
/** What {@link loadRemoteConfig} resolves with. */
export type LoadRemoteConfigReturnType = undefined
/** {@link loadRemoteConfig} throws nothing by design. */
export type LoadRemoteConfigErrorType = never

/**
 * Reads the project's remote features and checks this page's origin against the project's
 * allowed origins (SPEC §6, §7). Remote features stay on unless the server says otherwise; basic
 * mode skips them. Failures never throw: they show SPEC §8's alerts.
 */
export async function loadRemoteConfig(
  client: Client,
  origin: LoadRemoteConfigParameters,
): Promise<LoadRemoteConfigReturnType> {
  // No directory host on this page (see resolveEndpoints): nothing to load, nothing to alert.
  if (!client.endpoints.directoryUrl) return
  await Promise.all([loadFeatures(client), checkOrigin(client, origin)])
}

async function loadFeatures(client: Client): Promise<void> {
  if (client.options.basic) return
  try {
    const answer = await client.api.directory.get<Partial<ProjectConfigAnswer>>('/appkit/v1/config')
    const remote: RemoteFeatureConfig[] = (answer.features ?? []).flatMap((feature) => {
      const id = flagOf(feature.id)
      return id && typeof feature.isEnabled === 'boolean'
        ? [{ id, isEnabled: feature.isEnabled, config: feature.config }]
        : []
    })
    client.store.setState({ features: resolveFeatures(client.options.features, { remote }) })
  } catch (error) {
    client.logger.error('could not load the project configuration', error)
    showAlert(client, 'SERVER_ERROR')
  }
}

/** SPEC §7: 429 → Rate Limited, 5xx → Server Error, any other failure → no list (no check). */
async function checkOrigin(client: Client, origin: string | undefined): Promise<void> {
  if (!origin) return
  let allowedOrigins: string[] = []
  try {
    const answer =
      await client.api.directory.get<Partial<AllowedOriginsAnswer>>('/projects/v1/origins')
    if (Array.isArray(answer.allowedOrigins)) {
      allowedOrigins = answer.allowedOrigins.filter((entry) => typeof entry === 'string')
    }
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 429) showAlert(client, 'RATE_LIMITED')
    else if (error instanceof HttpStatusError && error.status >= 500)
      showAlert(client, 'SERVER_ERROR')
    else client.logger.warn('could not load the allowed origins', error)
    return
  }
  if (allowedOrigins.length === 0) return
  if (!isOriginAllowed(origin, [...allowedOrigins, ...DEFAULT_ALLOWED_ANCESTORS])) {
    client.logger.error(`${origin} is not an allowed origin of project ${client.options.projectId}`)
    showAlert(client, 'INVALID_APP_CONFIGURATION')
  }
}
