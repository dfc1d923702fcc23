import { InvalidOptionError, SiwxConflictError } from '../errors/options.ts'
import type { LatchOptions } from './types.ts'

const THEME_MODES = ['light', 'dark', 'system']
/** The methods each sign-in option must have (SiwxConfig, SiweConfig). */
const SIGN_IN_METHODS = {
  siwx: ['createMessageFields', 'addSession', 'getSessions', 'revokeSession'],
  siweConfig: ['getNonce', 'verifyMessage', 'getSession', 'signOut'],
} as const

/**
 * Throws on options Latch can't run with (SPEC §5). A missing project id does not throw: the
 * modal shows the 'Project ID Not Configured' alert instead, so the site still renders.
 */
export function validateOptions(options: LatchOptions): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new SiwxConflictError()
  }
  for (const [option, methods] of Object.entries(SIGN_IN_METHODS)) {
    const value = options[option as keyof typeof SIGN_IN_METHODS] as Record<string, unknown>
    const missing = methods.filter((method) => typeof value?.[method] !== 'function')
    if (value !== undefined && missing.length) {
      throw new InvalidOptionError(option, `expected an object with ${missing.join(', ')}`)
    }
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new InvalidOptionError('networks', 'give at least one network')
  }
  const ids = options.networks.map((network) => network.caipNetworkId)
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
  if (duplicate) throw new InvalidOptionError('networks', `${duplicate} is listed twice`)
  if (options.themeMode !== undefined && !THEME_MODES.includes(options.themeMode)) {
    throw new InvalidOptionError(
      'themeMode',
      `expected light, dark or system, got ${String(options.themeMode)}`,
    )
  }
  if (options.locale !== undefined && (typeof options.locale !== 'string' || !options.locale)) {
    throw new InvalidOptionError('locale', `expected a language tag, got ${String(options.locale)}`)
  }
  if (options.projectId !== undefined && typeof options.projectId !== 'string') {
    throw new InvalidOptionError('projectId', 'expected a string')
  }
  for (const [name, url] of Object.entries(options.endpoints ?? {})) {
    if (url !== undefined && !URL.canParse(url)) {
      throw new InvalidOptionError(`endpoints.${name}`, `${url} is not a URL`)
    }
  }
}
