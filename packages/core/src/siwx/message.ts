import { check, checkAddress, fail } from './checkField.ts'
import { FIELD_LINES, REQUIRED_LINES } from './fieldRules.ts'
import type { SiwxMessageFields } from './fields.ts'
import { SIWX_PROFILES, type SiwxNamespace } from './namespaces.ts'
import { readFieldLines, readStatement } from './readMessageLines.ts'

export type { SiwxMessageFields }

const headerOf = (namespace: SiwxNamespace) =>
  ` wants you to sign in with your ${SIWX_PROFILES[namespace].account} account:`

/** The namespace and the `Chain ID` text of a CAIP-2 chain id, or a 'chainId' error. */
function chainIdText(chainId: unknown): { namespace: SiwxNamespace; text: string } {
  const [namespace, reference] =
    typeof chainId === 'string' ? chainId.split(/:(.*)/s) : [undefined, undefined]
  const text =
    (namespace === 'eip155' || namespace === 'solana') && reference !== undefined
      ? SIWX_PROFILES[namespace].toChainIdText(reference)
      : undefined
  if (!text) {
    fail(
      'chainId',
      `chainId must be a CAIP-2 id on eip155 (a decimal chain id) or solana (a genesis hash prefix); got ${JSON.stringify(chainId)}.`,
    )
  }
  return { namespace: namespace as SiwxNamespace, text }
}

/**
 * The text of the sign-in message for `fields`, exactly as a wallet signs it: EIP-4361 when
 * `chainId` is eip155 (three line breaks between address and `URI:` without a statement),
 * Sign In With Solana on solana. Throws {@link SiwxMessageError} when a field is not valid
 * (a lower-case EVM address, a nonce under 8 characters, a statement with a line break …).
 *
 * @example
 * const message = formatSiwxMessage({
 *   domain: 'example.com',
 *   address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
 *   uri: 'https://example.com/',
 *   version: '1',
 *   chainId: 'eip155:1',
 *   nonce: 'Dq9sXhYk3PvnLr2e',
 *   issuedAt: '2026-11-25T16:00:00.000Z',
 * })
 */
export function formatSiwxMessage(fields: SiwxMessageFields): string {
  if (typeof fields !== 'object' || fields === null) {
    fail('missingField', 'formatSiwxMessage takes an object of message fields.')
  }
  const { namespace, text: chainText } = chainIdText(fields.chainId)
  if (fields.scheme !== undefined) check('scheme', fields.scheme, namespace)
  check('domain', fields.domain, namespace)
  checkAddress(fields.address, namespace)
  if (fields.statement !== undefined) check('statement', fields.statement, namespace)
  const lines: string[] = []
  for (const [field, label] of FIELD_LINES) {
    const value = field === 'chainId' ? chainText : fields[field]
    if (value === undefined && !REQUIRED_LINES.has(field)) continue
    if (field !== 'chainId') check(field, value, namespace)
    lines.push(`${label}: ${value}`)
  }
  if (fields.resources !== undefined) {
    if (!Array.isArray(fields.resources)) fail('resources', 'resources must be an array of URIs.')
    for (const resource of fields.resources) check('resources', resource, namespace)
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  }
  const scheme = fields.scheme === undefined ? '' : `${fields.scheme}://`
  const head = `${scheme}${fields.domain}${headerOf(namespace)}\n${fields.address}\n\n`
  // EIP-4361: address LF LF [statement LF] LF "URI: "; Sign In With Solana: address
  // [LF LF statement] LF LF "URI: ".
  const statement =
    fields.statement === undefined
      ? namespace === 'eip155'
        ? '\n'
        : ''
      : `${fields.statement}\n\n`
  return `${head}${statement}${lines.join('\n')}`
}

/**
 * Parses the exact text of a sign-in message (EIP-4361 or Sign In With Solana) into its fields,
 * strictly: it throws {@link SiwxMessageError} (with a `reason` and the `line`) for anything
 * that is not well-formed — a missing, unknown, repeated or misplaced field, a wrong line
 * break, an address not in EIP-55 checksum case, a time that is not RFC 3339, a nonce under 8
 * characters. `formatSiwxMessage(parseSiwxMessage(text)) === text` for every text it accepts.
 *
 * @example
 * const { address, chainId, nonce } = parseSiwxMessage(message)
 */
export function parseSiwxMessage(text: string): SiwxMessageFields {
  if (typeof text !== 'string') fail('notText', 'parseSiwxMessage takes the message text.')
  const lines = text.split('\n')
  const header = lines[0]!
  const namespace = (['eip155', 'solana'] as const).find((ns) => header.endsWith(headerOf(ns)))
  if (!namespace) {
    fail(
      'header',
      'The first line must end with " wants you to sign in with your Ethereum account:" or "… Solana account:".',
      1,
    )
  }
  let domain = header.slice(0, -headerOf(namespace).length)
  let scheme: string | undefined
  const schemeEnd = domain.indexOf('://')
  if (schemeEnd !== -1) {
    scheme = domain.slice(0, schemeEnd)
    check('scheme', scheme, namespace, 1)
    domain = domain.slice(schemeEnd + 3)
  }
  check('domain', domain, namespace, 1)
  if (lines.length < 3) fail('missingField', 'The message ends before its fields.', lines.length)
  checkAddress(lines[1], namespace, 2)
  if (lines[2] !== '') fail('lineBreak', 'An empty line must follow the address.', 3)
  const start = readStatement(lines, namespace)
  const statement = start === 5 ? lines[3] : undefined
  if (statement !== undefined) check('statement', statement, namespace, 4)
  const parsed = readFieldLines(lines, start, namespace)
  return {
    domain,
    address: lines[1]!,
    ...(statement === undefined ? {} : { statement }),
    ...parsed,
    ...(scheme === undefined ? {} : { scheme }),
  } as SiwxMessageFields
}
