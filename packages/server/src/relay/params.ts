import { invalidParams } from './errors.ts'

/** A topic: 32 bytes as hex (SPEC of the relay protocol; the SDKs derive them with sha256). */
const TOPIC = /^[0-9a-f]{64}$/i
const MAX_TAG = 0xffff_ffff

export type PublishParams = {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation: string | undefined
}

export function asRecord(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams(`${method}: params must be an object`)
  }
  return params as Record<string, unknown>
}

export function readTopic(value: unknown, name: string): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) {
    throw invalidParams(`${name} must be a topic (64 hex characters)`)
  }
  return value
}

export function readTopics(value: unknown, name: string, maxItems: number): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidParams(`${name} must be a non-empty array of topics`)
  }
  if (value.length > maxItems) throw invalidParams(`${name} has more than ${maxItems} items`)
  return [...new Set(value.map((topic, index) => readTopic(topic, `${name}[${index}]`)))]
}

export function readMessage(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') {
    throw invalidParams(`${name} must be a non-empty string`)
  }
  return value
}

/**
 * TTL in whole seconds, at least 1; a longer one than `maxTtlSeconds` is cut to it (the message
 * is kept that long). `fallback` when absent (if given).
 */
export function readTtl(value: unknown, maxTtlSeconds: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return Math.min(fallback, maxTtlSeconds)
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw invalidParams('ttl must be a whole number of seconds, at least 1')
  }
  return Math.min(value, maxTtlSeconds)
}

export function readTag(value: unknown): number {
  if (value === undefined || value === null) return 0
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_TAG) {
    throw invalidParams('tag must be an unsigned 32-bit integer')
  }
  return value
}

export function readAttestation(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalidParams('attestation must be a string')
  return value
}

/** `irn_publish` params (and each item of `irn_batchPublish`): `{ topic, message, ttl, tag?, prompt?, attestation? }`. */
export function readPublishParams(
  params: unknown,
  method: string,
  maxTtlSeconds: number,
): PublishParams {
  const record = asRecord(params, method)
  if (record.prompt !== undefined && typeof record.prompt !== 'boolean') {
    throw invalidParams('prompt must be a boolean')
  }
  return {
    topic: readTopic(record.topic, 'topic'),
    message: readMessage(record.message, 'message'),
    ttlSeconds: readTtl(record.ttl, maxTtlSeconds),
    tag: readTag(record.tag),
    attestation: readAttestation(record.attestation),
  }
}
