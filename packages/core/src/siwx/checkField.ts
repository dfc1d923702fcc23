import { SiwxMessageError, type SiwxMessageErrorReason } from '../errors/siwxMessage.ts'
import { FIELD_RULES } from './fieldRules.ts'
import { SIWX_PROFILES, type SiwxNamespace } from './namespaces.ts'

/** Throws the {@link SiwxMessageError} for `reason`, at `line` (1-based) of a parsed text. */
export function fail(reason: SiwxMessageErrorReason, details: string, line?: number): never {
  throw new SiwxMessageError({ reason, details, line })
}

/** Throws unless `value` is a text the rule for `field` accepts. */
export function check(
  field: keyof typeof FIELD_RULES,
  value: unknown,
  namespace: SiwxNamespace,
  line?: number,
): void {
  const rule = FIELD_RULES[field]
  if (typeof value !== 'string' || !rule.check(value, namespace)) {
    fail(field, `${field} must be ${rule.expected}; got ${JSON.stringify(value)}.`, line)
  }
}

/** Throws unless `value` is an address of `namespace` as the message writes it. */
export function checkAddress(value: unknown, namespace: SiwxNamespace, line?: number): void {
  if (typeof value !== 'string' || !SIWX_PROFILES[namespace].isAddress(value)) {
    const expected =
      namespace === 'eip155' ? 'an EIP-55 checksummed address' : 'a base58 ed25519 public key'
    fail('address', `address must be ${expected}; got ${JSON.stringify(value)}.`, line)
  }
}
