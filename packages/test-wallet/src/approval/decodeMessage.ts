import { hexToBytes, isHex } from 'viem'

// Control characters other than tab, line feed and carriage return mark binary data.
const ALLOWED_CONTROL_CODES = new Set([0x09, 0x0a, 0x0d])

function isPrintable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!
    if ((code < 0x20 || code === 0x7f) && !ALLOWED_CONTROL_CODES.has(code)) return false
  }
  return true
}

/**
 * The text a `personal_sign` prompt shows: the message decoded as UTF-8 when it is printable
 * text, else the hex as sent (a hash or other binary data). Plain strings pass through.
 */
export function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    return isPrintable(text) ? text : message
  } catch {
    return message
  }
}
