import { check, fail } from './checkField.ts'
import { FIELD_LINES, type LineField, REQUIRED_LINES } from './fieldRules.ts'
import type { SiwxMessageFields } from './fields.ts'
import { SIWX_PROFILES, type SiwxNamespace } from './namespaces.ts'

/** Where the field lines start: line index 5 after a statement, else 4 (eip155) or 3 (solana). */
export function readStatement(lines: string[], namespace: SiwxNamespace): number {
  if (namespace === 'solana') {
    // address LF LF [statement LF LF] "URI: " — a statement is followed by an empty line,
    // the URI line by the Version line.
    if (lines[4] !== '') return 3
    if (lines[3] === '')
      fail('lineBreak', 'Three line breaks after the address: Sign In With Solana has two.', 4)
    return 5
  }
  if (lines[3] === '') return 4
  if (lines[3] === undefined) return 3
  if (lines[4] !== '') {
    fail(
      'lineBreak',
      lines[3].startsWith('URI: ')
        ? 'Two line breaks between the address and "URI:": EIP-4361 has three without a statement.'
        : 'An empty line must follow the statement.',
      lines[3].startsWith('URI: ') ? 4 : 5,
    )
  }
  return 5
}

type LineFields = Pick<SiwxMessageFields, LineField | 'resources'>

/** Reads the `Name: value` lines and the resources from `start` to the end of the text. */
export function readFieldLines(
  lines: string[],
  start: number,
  namespace: SiwxNamespace,
): LineFields {
  const values: Partial<Record<LineField, string>> = {}
  let resources: string[] | undefined
  let last = -1
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!
    const number = index + 1
    if (line === '')
      fail('lineBreak', 'No empty line may come among the fields or after them.', number)
    if (resources !== undefined && line.startsWith('- ')) {
      check('resources', line.slice(2), namespace, number)
      resources.push(line.slice(2))
      continue
    }
    if (line === 'Resources:') {
      if (resources !== undefined) fail('duplicateField', 'Resources is given twice.', number)
      resources = []
      last = FIELD_LINES.length
      continue
    }
    const position = FIELD_LINES.findIndex(([, label]) => line.startsWith(`${label}: `))
    if (position === -1)
      fail('unknownField', `${JSON.stringify(line)} is no field of the message.`, number)
    const [field, label] = FIELD_LINES[position]!
    if (values[field] !== undefined) fail('duplicateField', `${label} is given twice.`, number)
    if (position < last) fail('fieldOrder', `${label} is out of order.`, number)
    last = position
    const value = line.slice(label.length + 2)
    if (field === 'chainId') {
      const reference = SIWX_PROFILES[namespace].fromChainIdText(value)
      if (reference === undefined) {
        fail('chainId', `Chain ID ${JSON.stringify(value)} is not a ${namespace} chain id.`, number)
      }
      values.chainId = `${namespace}:${reference}`
    } else {
      check(field, value, namespace, number)
      values[field] = value
    }
  }
  for (const field of REQUIRED_LINES) {
    if (values[field] === undefined) {
      const label = FIELD_LINES.find(([name]) => name === field)![1]
      fail('missingField', `The ${label} line is missing.`)
    }
  }
  const out = {} as Record<string, unknown>
  for (const [field] of FIELD_LINES) if (values[field] !== undefined) out[field] = values[field]
  if (resources !== undefined) out.resources = resources
  return out as LineFields
}
