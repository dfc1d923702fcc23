import { maxUint256 } from 'viem'
import { badRequest, type HttpErrorCode } from '../validation/HttpError.ts'

/**
 * A base-unit amount: a decimal integer string from 1 to 2²⁵⁶ − 1 (a JSON body may give a safe
 * integer number). 400 `code` otherwise.
 */
export function parseAmount(
  value: unknown,
  param = 'amount',
  code: HttpErrorCode = 'invalid_parameter',
): bigint {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,78}$/.test(text)) {
    throw badRequest(code, `${param} must be a whole number of base units as a decimal string`)
  }
  const amount = BigInt(text)
  if (amount === 0n || amount > maxUint256) {
    throw badRequest(code, `${param} must be from 1 to 2^256 - 1 base units`)
  }
  return amount
}
