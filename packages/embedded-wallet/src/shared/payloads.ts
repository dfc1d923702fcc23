import { isSocialProvider } from '@latch/core/adapter'
import {
  type EmbeddedFrameCalls,
  type FrameAction,
  isMessageId,
  isPlainObject,
} from './protocol.ts'

/** A request payload that does not have its action's shape; the frame answers 'Invalid request'. */
export class FramePayloadError extends Error {
  override name = 'FramePayloadError'
  readonly code = 'invalid_request'
  constructor(action: FrameAction, problem: string) {
    super('Invalid request', { cause: `${action}: ${problem}` })
  }
}

type Payload<A extends FrameAction> = EmbeddedFrameCalls[A]['payload']
type Parser<A extends FrameAction> = (payload: Record<string, unknown>) => Payload<A>

// CAIP-2 (namespace:reference), as the chain ids core and the frame use.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const RPC_METHOD = /^[A-Za-z0-9_]{1,100}$/
const MAX_TEXT = 2_048

/**
 * The payload of a request for `action`, checked against its shape and copied (only the known
 * fields): the frame calls its dispatcher with this, never with what arrived. Throws
 * {@link FramePayloadError} when it doesn't fit.
 *
 * @example
 * parseFramePayload('SWITCH_NETWORK', { chainId: 'eip155:1' }) // { chainId: 'eip155:1' }
 * parseFramePayload('CONNECT_OTP', { otp: 1 }) // throws FramePayloadError
 */
export function parseFramePayload<A extends FrameAction>(action: A, payload: unknown): Payload<A> {
  if (!isPlainObject(payload)) throw new FramePayloadError(action, 'the payload is not an object')
  const parse = PARSERS[action] as Parser<A>
  return parse(payload)
}

const empty = () => ({}) as Record<string, never>

const PARSERS: { [A in FrameAction]: Parser<A> } = {
  CONNECT_EMAIL: (p) => ({ email: text('CONNECT_EMAIL', p.email, 'email', 320) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: (p) => ({ otp: text('CONNECT_OTP', p.otp, 'otp', 32) }),
  GET_SOCIAL_REDIRECT_URI: (p) => {
    if (!isSocialProvider(p.provider)) {
      throw new FramePayloadError('GET_SOCIAL_REDIRECT_URI', '`provider` is not a social provider')
    }
    return { provider: p.provider }
  },
  CONNECT_SOCIAL: (p) => {
    const uri = text('CONNECT_SOCIAL', p.uri, 'uri', MAX_TEXT)
    if (!URL.canParse(uri)) throw new FramePayloadError('CONNECT_SOCIAL', '`uri` is not a URL')
    return { uri }
  },
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  UPDATE_EMAIL: (p) => ({ email: text('UPDATE_EMAIL', p.email, 'email', 320) }),
  UPDATE_EMAIL_PRIMARY_OTP: (p) => ({ otp: text('UPDATE_EMAIL_PRIMARY_OTP', p.otp, 'otp', 32) }),
  UPDATE_EMAIL_SECONDARY_OTP: (p) => ({
    otp: text('UPDATE_EMAIL_SECONDARY_OTP', p.otp, 'otp', 32),
  }),
  GET_USER: (p) => (p.chainId === undefined ? {} : { chainId: chainId('GET_USER', p.chainId) }),
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  SWITCH_NETWORK: (p) => ({ chainId: chainId('SWITCH_NETWORK', p.chainId) }),
  SIGN_OUT: empty,
  RPC_REQUEST: (p) => {
    if (typeof p.method !== 'string' || !RPC_METHOD.test(p.method)) {
      throw new FramePayloadError('RPC_REQUEST', '`method` is not a method name')
    }
    return {
      method: p.method,
      ...(p.params === undefined ? {} : { params: p.params }),
      chainId: chainId('RPC_REQUEST', p.chainId),
    }
  },
  SYNC_THEME: (p) => {
    if (p.themeMode !== 'light' && p.themeMode !== 'dark') {
      throw new FramePayloadError('SYNC_THEME', "`themeMode` is not 'light' or 'dark'")
    }
    if (!isPlainObject(p.themeVariables)) {
      throw new FramePayloadError('SYNC_THEME', '`themeVariables` is not an object')
    }
    const themeVariables: Record<string, string | number> = {}
    // Unset variables (`undefined`) are left out; anything else must be a short string or a number.
    for (const [name, value] of Object.entries(p.themeVariables)) {
      if (value === undefined) continue
      const valid =
        (typeof value === 'string' && value.length <= MAX_TEXT) ||
        (typeof value === 'number' && Number.isFinite(value))
      if (!valid || name.length > 100) {
        throw new FramePayloadError('SYNC_THEME', `\`themeVariables\` has an invalid entry`)
      }
      themeVariables[name] = value
    }
    return { themeMode: p.themeMode, themeVariables }
  },
  SYNC_DAPP_DATA: (p) => ({
    metadata: p.metadata === undefined ? undefined : metadata(p.metadata),
    sdkVersion: text('SYNC_DAPP_DATA', p.sdkVersion, 'sdkVersion', 100),
    projectId: text('SYNC_DAPP_DATA', p.projectId, 'projectId', 200, 0),
  }),
  SET_PREFERRED_ACCOUNT: (p) => {
    if (p.type !== 'eoa' && p.type !== 'smartAccount')
      throw new FramePayloadError('SET_PREFERRED_ACCOUNT', "`type` is not 'eoa' or 'smartAccount'")
    return { type: p.type }
  },
  RELOAD: empty,
  EXPORT_RECOVERY: empty,
  ADD_PASSKEY: empty,
  CONNECT_PASSKEY: (p) =>
    p.email === undefined ? {} : { email: text('CONNECT_PASSKEY', p.email, 'email', 320) },
  ABORT: (p) => {
    if (!isMessageId(p.requestId)) throw new FramePayloadError('ABORT', '`requestId` is not an id')
    return { requestId: p.requestId }
  },
}

function text(
  action: FrameAction,
  value: unknown,
  field: string,
  maxLength: number,
  minLength = 1,
): string {
  if (typeof value !== 'string' || value.length < minLength || value.length > maxLength) {
    throw new FramePayloadError(
      action,
      `\`${field}\` is not a string of ${minLength} to ${maxLength} characters`,
    )
  }
  return value
}

function chainId(action: FrameAction, value: unknown): string {
  if (typeof value !== 'string' || !CAIP2.test(value)) {
    throw new FramePayloadError(action, '`chainId` is not a CAIP-2 id')
  }
  return value
}

function metadata(value: unknown): Payload<'SYNC_DAPP_DATA'>['metadata'] {
  if (!isPlainObject(value))
    throw new FramePayloadError('SYNC_DAPP_DATA', '`metadata` is not an object')
  const result: NonNullable<Payload<'SYNC_DAPP_DATA'>['metadata']> = {}
  for (const field of ['name', 'description', 'url'] as const) {
    const fieldValue = value[field]
    if (fieldValue === undefined) continue
    result[field] = text('SYNC_DAPP_DATA', fieldValue, `metadata.${field}`, MAX_TEXT, 0)
  }
  if (value.icons !== undefined) {
    if (!Array.isArray(value.icons) || value.icons.length > 20) {
      throw new FramePayloadError('SYNC_DAPP_DATA', '`metadata.icons` is not a list of URLs')
    }
    result.icons = value.icons.map((icon) =>
      text('SYNC_DAPP_DATA', icon, 'metadata.icons[]', MAX_TEXT),
    )
  }
  return result
}
