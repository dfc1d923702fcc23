import { badRequest } from '../validation/HttpError.ts'

const NAME_PATTERN = /^[a-z0-9.-]{1,255}$/

/**
 * Parses a name to look up (`alice.latch`): letters, digits, '-' and '.', at most 255
 * characters, any case. Returns it lower-cased, as registries store names; 400 otherwise.
 */
export function parseName(value: string): string {
  const name = value.toLowerCase()
  if (!NAME_PATTERN.test(name)) {
    const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value
    throw badRequest(
      'invalid_parameter',
      `name must be 1-255 letters, digits, '-' or '.', got '${shown}'`,
    )
  }
  return name
}
