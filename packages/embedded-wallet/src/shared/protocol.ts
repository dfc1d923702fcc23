import type {
  EmbeddedFrameAction,
  EmbeddedFrameCalls,
  EmbeddedFrameEventName,
  EmbeddedUser,
} from '@latch/core/adapter'

// The messages between the host page and the frame (notes: p9-contract "Channel"), shared by
// both sides. Only the handshake's two messages ever go through `window.postMessage`, each to one
// named origin; everything else goes over the `MessageChannel` port the handshake hands over.

export type { EmbeddedFrameCalls, EmbeddedUser }
/** A request the frame understands (SPEC §7 Embedded login iframe). */
export type FrameAction = EmbeddedFrameAction
/** The requests the frame's dispatcher answers: every one but `ABORT`, which the channel handles. */
export type FrameRequestAction = Exclude<FrameAction, 'ABORT'>
/** Events the frame sends on its own. */
export type FrameEventName = EmbeddedFrameEventName

/** The protocol version the frame announces in `latch:frame-ready` (and the `version` parameter). */
export const FRAME_PROTOCOL_VERSION = 1

/** Every action, for validating what arrives (a compile error when core adds one). */
export const FRAME_ACTIONS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'GET_USER',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'SIGN_OUT',
  'RPC_REQUEST',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
  'EXPORT_RECOVERY',
  'ADD_PASSKEY',
  'CONNECT_PASSKEY',
  'ABORT',
] as const satisfies readonly FrameAction[]
// Fails to compile when an action of core's `EmbeddedFrameCalls` is missing above.
const everyAction: Exclude<FrameAction, (typeof FRAME_ACTIONS)[number]> extends never
  ? true
  : false = true
void everyAction

export const FRAME_EVENTS = [
  'approval-shown',
  'approval-done',
  'session-ended',
] as const satisfies readonly FrameEventName[]

/** Frame → parent window, to the host origin only: the frame is listening. */
export type FrameReadyMessage = {
  type: 'latch:frame-ready'
  version: typeof FRAME_PROTOCOL_VERSION
}
/** Host → frame window, to the frame origin only, carrying the port (`event.ports[0]`). */
export type FrameConnectMessage = { type: 'latch:connect'; nonce: string }
/** Frame → host, on the accepted port: echoes the nonce of the connect it accepted. */
export type FrameConnectedMessage = { type: 'latch:connected'; nonce: string }

/** Host → frame, on the port. `expiresAt` is ms since the epoch; past it the frame ignores it. */
export type FrameRequest = {
  kind: 'request'
  id: string
  action: FrameAction
  payload: unknown
  expiresAt: number
}
/** An error answer's payload: `message` for people, `code` to classify it (JSON-RPC or server). */
export type FrameErrorPayload = {
  message: string
  code?: number | string
  /** After a wrong code: the tries left on it (the server's `attemptsLeft`). */
  attemptsLeft?: number
}
/** Frame → host, on the port: the answer to the request `id`. */
export type FrameResponse =
  | { kind: 'success'; id: string; action: FrameAction; payload: unknown }
  | { kind: 'error'; id: string; action: FrameAction; payload: FrameErrorPayload }
/** Frame → host, on the port, unasked. */
export type FrameEvent = { kind: 'event'; event: FrameEventName; payload: unknown }

/** SPEC §8: a frame error without a message of its own. */
export const DEFAULT_FRAME_ERROR_MESSAGE = 'An error occurred'
/**
 * The longest life a request may ask for: the frame ignores a request expiring later, so the ids
 * it must remember (to refuse replays) are bounded in time.
 */
export const MAX_REQUEST_LIFETIME_MS = 10 * 60_000

const REQUEST_ID = /^[A-Za-z0-9_-]{1,128}$/
const MAX_MESSAGE_LENGTH = 1_000
const MAX_CODE_LENGTH = 100

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** A request id or nonce as both sides make them (`crypto.randomUUID()`); bounded in size. */
export function isMessageId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value)
}

export function isFrameAction(value: unknown): value is FrameAction {
  return typeof value === 'string' && (FRAME_ACTIONS as readonly string[]).includes(value)
}

export function isFrameEventName(value: unknown): value is FrameEventName {
  return typeof value === 'string' && (FRAME_EVENTS as readonly string[]).includes(value)
}

export function isFrameReadyMessage(data: unknown): data is FrameReadyMessage {
  return (
    isPlainObject(data) &&
    data.type === 'latch:frame-ready' &&
    data.version === FRAME_PROTOCOL_VERSION
  )
}

export function isFrameConnectMessage(data: unknown): data is FrameConnectMessage {
  return isPlainObject(data) && data.type === 'latch:connect' && isMessageId(data.nonce)
}

export function isFrameConnectedMessage(data: unknown): data is FrameConnectedMessage {
  return isPlainObject(data) && data.type === 'latch:connected' && isMessageId(data.nonce)
}

export function isFrameRequest(data: unknown): data is FrameRequest {
  return (
    isPlainObject(data) &&
    data.kind === 'request' &&
    isMessageId(data.id) &&
    isFrameAction(data.action) &&
    typeof data.expiresAt === 'number' &&
    Number.isFinite(data.expiresAt)
  )
}

export function isFrameResponse(data: unknown): data is FrameResponse {
  if (!isPlainObject(data) || !isMessageId(data.id) || !isFrameAction(data.action)) return false
  if (data.kind === 'success') return true
  return data.kind === 'error' && isFrameErrorPayload(data.payload)
}

export function isFrameEvent(data: unknown): data is FrameEvent {
  return isPlainObject(data) && data.kind === 'event' && isFrameEventName(data.event)
}

function isFrameErrorPayload(value: unknown): value is FrameErrorPayload {
  return (
    isPlainObject(value) &&
    typeof value.message === 'string' &&
    (value.code === undefined || isErrorCode(value.code)) &&
    (value.attemptsLeft === undefined || isAttemptsLeft(value.attemptsLeft))
  )
}

const isAttemptsLeft = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100

function isErrorCode(value: unknown): value is number | string {
  return (
    (typeof value === 'number' && Number.isInteger(value)) ||
    (typeof value === 'string' && value.length > 0 && value.length <= MAX_CODE_LENGTH)
  )
}

/**
 * What the frame answers for a failed request: the error's own message (a `LatchError`'s short
 * one) and its `code` when it is a number or a short string, else SPEC §8's default.
 *
 * @example
 * toFrameErrorPayload(Object.assign(new Error('Modal closed'), { code: 4001 }))
 * // { message: 'Modal closed', code: 4001 }
 */
export function toFrameErrorPayload(error: unknown): FrameErrorPayload {
  if (typeof error !== 'object' || error === null) return { message: DEFAULT_FRAME_ERROR_MESSAGE }
  const { shortMessage, message, code, attemptsLeft } = error as {
    shortMessage?: unknown
    message?: unknown
    code?: unknown
    attemptsLeft?: unknown
  }
  const text = [shortMessage, message].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  )
  return {
    message: text ? text.slice(0, MAX_MESSAGE_LENGTH) : DEFAULT_FRAME_ERROR_MESSAGE,
    ...(isErrorCode(code) ? { code } : {}),
    ...(isAttemptsLeft(attemptsLeft) ? { attemptsLeft } : {}),
  }
}
