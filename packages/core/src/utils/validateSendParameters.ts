import {
  SendAmountRequiredError,
  SendTokenRequiredError,
  UnsupportedSendChainError,
} from '../errors/send.ts'
import type { ChainNamespace } from './chainNamespace.ts'

/** The namespaces tokens can be sent on (SPEC §5 Sending, §9 "On-ramp and send"). */
export const SENDABLE_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

export type SendableNamespace = (typeof SENDABLE_NAMESPACES)[number]

/** SPEC §5 Sending: whether `namespace` is one Latch can send on (eip155, solana). */
export function isSendableNamespace(
  namespace: ChainNamespace | undefined,
): namespace is SendableNamespace {
  return (SENDABLE_NAMESPACES as readonly (ChainNamespace | undefined)[]).includes(namespace)
}

export type ValidateSendParametersParameters<token> = {
  /** The namespace of the active network. */
  namespace: ChainNamespace | undefined
  /** The token chosen in the send form. */
  token: token | null | undefined
  /** The amount typed by the visitor, in the token's units (`'1.5'`), or a number. */
  amount: string | number | null | undefined
  receiverAddress: string | null | undefined
}

export type ValidateSendParametersReturnType<token> = {
  namespace: SendableNamespace
  token: token
  amount: string | number
  receiverAddress: string
}

export type ValidateSendParametersErrorType =
  | UnsupportedSendChainError
  | SendTokenRequiredError
  | SendAmountRequiredError

/**
 * Checks a send form before anything is built or signed (SPEC §5 Sending) and returns the
 * narrowed values. Checks run in this order, and the first failure throws:
 * 1. the namespace is eip155 or solana, else {@link UnsupportedSendChainError} ('Unsupported
 *    chain') — nothing else matters on a chain we cannot send on;
 * 2. a token is chosen, else {@link SendTokenRequiredError} ('A token is required') — the amount
 *    is typed in that token's units, so the token is the first thing to fix;
 * 3. the amount is a positive finite decimal and the receiver is non-empty, else
 *    {@link SendAmountRequiredError} ('An amount and receiver address are required').
 *
 * The receiver's format is not checked here: it may still be a name being resolved, and the
 * adapter refuses a bad address with its own error.
 *
 * @example
 * validateSendParameters({ namespace: 'eip155', token, amount: '1.5', receiverAddress: '0x…' })
 */
export function validateSendParameters<token>(
  parameters: ValidateSendParametersParameters<token>,
): ValidateSendParametersReturnType<token> {
  const { namespace, token, amount, receiverAddress } = parameters
  if (!isSendableNamespace(namespace)) {
    throw new UnsupportedSendChainError({ namespace })
  }
  if (token === null || token === undefined) throw new SendTokenRequiredError()
  // A zero or negative amount counts as missing: the SPEC has one text for the amount, and an
  // amount that moves nothing (or asks to move value backwards) is no amount to send.
  if (!isPositiveAmount(amount) || typeof receiverAddress !== 'string' || !receiverAddress.trim()) {
    throw new SendAmountRequiredError()
  }
  return { namespace, token, amount, receiverAddress }
}

/** A plain decimal (`1`, `1.5`, `.5`, `1.`), no sign, exponent, spaces or separators. */
const DECIMAL = /^(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/

function isPositiveAmount(amount: unknown): amount is string | number {
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0
  // Checked as text, not through Number(), so a tiny amount like '0.000…001' (18 decimals)
  // is not rounded to 0 and a huge one is not rounded to Infinity.
  return typeof amount === 'string' && DECIMAL.test(amount) && /[1-9]/.test(amount)
}
