import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidAccountNameError } from '../errors/accountName.ts'
import { LatchError } from '../errors/base.ts'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.ts'
import { InvalidChainIdError } from '../errors/name.ts'
import {
  SendAmountRequiredError,
  SendTokenRequiredError,
  UnsupportedSendChainError,
} from '../errors/send.ts'
import { InvalidDecimalNumberError } from '../errors/units.ts'
import { createAccountNameMessage, parseAccountNameMessage } from '../names/accountNameMessage.ts'
import { normalizeAccountName } from '../names/normalizeAccountName.ts'
import { FUZZ_RUNS } from '../test/fuzzRuns.ts'
import { toBase58 } from '../walletconnect/encoding.ts'
import { CHAIN_NAMESPACES } from './chainNamespace.ts'
import { convertEvmChainIdToCoinType } from './convertEvmChainIdToCoinType.ts'
import { formatDiscordUsername } from './formatDiscordUsername.ts'
import { formatEmailName } from './formatEmailName.ts'
import { formatNumber } from './formatNumber.ts'
import { formatQuantity } from './formatQuantity.ts'
import { formatUnits } from './formatUnits.ts'
import { formatUsd } from './formatUsd.ts'
import { isCaipAddress } from './isCaipAddress.ts'
import { isCaipNetworkId } from './isCaipNetworkId.ts'
import { isEvmAddress } from './isEvmAddress.ts'
import { isSignedMessage } from './isSignedMessage.ts'
import { isSolanaAddress } from './isSolanaAddress.ts'
import { isTransactionHash } from './isTransactionHash.ts'
import { isValidAccountName } from './isValidAccountName.ts'
import { isValidEmail } from './isValidEmail.ts'
import { isValidOtp } from './isValidOtp.ts'
import { isValidSendCall } from './isValidSendCall.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'
import { parseUnits } from './parseUnits.ts'
import { shortenAddress } from './shortenAddress.ts'
import { toCaipAddress } from './toCaipAddress.ts'
import { toChecksumAddress } from './toChecksumAddress.ts'
import { validateSendParameters } from './validateSendParameters.ts'

// Property tests of core's validators and formatters (SPEC §5) against hostile input: what they
// promise holds for any input, and they throw nothing but their own error classes.
// LATCH_FUZZ_RUNS sets the runs per property (bench/fuzz-properties.mjs: 10,000).
const runs = { numRuns: FUZZ_RUNS }

/** Text a validator meets in the wild: any UTF-16 (lone surrogates too), digits, near misses. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^[-+.,eE0-9xX _]{0,30}$/),
  fc.constantFrom('', ' ', '.', '-0', 'NaN', 'Infinity', '1e309', '0x10', '1,000', '\u0000', '٣'),
)
const anyValue = fc.oneof(fc.anything(), hostileText)

/** Runs `run`; a throw must be one of `classes` (never a TypeError or a RangeError of ours). */
function outcome<value>(
  run: () => value,
  classes: readonly (abstract new (...args: never[]) => Error)[],
) {
  try {
    return { value: run() }
  } catch (error) {
    expect(
      classes.some((type) => error instanceof type),
      String(error),
    ).toBe(true)
    expect(error).toBeInstanceOf(LatchError)
    return { error: error as Error }
  }
}

/** Whether `text` is well-formed UTF-16 (no lone surrogate): `encodeURIComponent` throws if not. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const decimals = fc.integer({ min: 0, max: 40 })
const amount = fc.bigInt({ min: 0n, max: 2n ** 256n })

describe('units', () => {
  test('parseUnits(formatUnits(v, d), d) is v, and formatUnits writes plain decimals', () => {
    fc.assert(
      fc.property(amount, decimals, (value, d) => {
        const text = formatUnits(value, d)
        expect(text).toMatch(/^[0-9]+(\.[0-9]*[1-9])?$/)
        expect(parseUnits(text, d)).toBe(value)
      }),
      runs,
    )
  })

  test('parseUnits takes any text and decimals: an amount it can write back, or one of its errors', () => {
    const anyDecimals = fc.oneof(decimals, fc.double(), fc.integer({ min: -5, max: -1 }))
    fc.assert(
      fc.property(hostileText, anyDecimals, (text, d) => {
        const { value } = outcome(() => parseUnits(text, d), [LatchError])
        if (value === undefined) return
        expect(value >= 0n).toBe(true)
        expect(parseUnits(formatUnits(value, d), d)).toBe(value)
      }),
      runs,
    )
  })
})

/**
 * `units / 10^scale` rounded half away from zero to `digits` fraction digits, grouped en-US: what
 * the formatters must show, worked out with integers.
 */
function expected(units: bigint, scale: number, digits: number): string {
  const negative = units < 0n
  const magnitude = negative ? -units : units
  const divisor = 10n ** BigInt(scale)
  const rounded = (magnitude * 10n ** BigInt(digits) * 2n + divisor) / (2n * divisor)
  const text = rounded.toString().padStart(digits + 1, '0')
  const whole = text.slice(0, -digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = negative && rounded !== 0n ? '-' : ''
  return `${sign}${whole}.${text.slice(-digits)}`
}

describe('display formatters (SPEC §5: quantities 3 decimals, numbers and USD en-US with 2)', () => {
  const exact = fc.tuple(
    fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
    fc.integer({ min: 0, max: 30 }),
  )
  const asText = ([units, scale]: [bigint, number]) => {
    const text = formatUnits(units < 0n ? -units : units, scale)
    return units < 0n ? `-${text}` : text
  }

  test('exact for any decimal text, however long: rounded half away from zero, grouped', () => {
    fc.assert(
      fc.property(exact, (pair) => {
        const text = asText(pair)
        expect(formatQuantity(text)).toBe(expected(pair[0], pair[1], 3))
        expect(formatNumber(text)).toBe(expected(pair[0], pair[1], 2))
        const usd = expected(pair[0], pair[1], 2)
        expect(formatUsd(text)).toBe(usd.startsWith('-') ? `-$${usd.slice(1)}` : `$${usd}`)
      }),
      runs,
    )
  })

  test('any input: the fixed-decimals shape or InvalidDecimalNumberError, never NaN or Infinity', () => {
    const input = fc.oneof(hostileText, fc.double(), fc.integer())
    fc.assert(
      fc.property(input, (value) => {
        const quantity = outcome(() => formatQuantity(value), [InvalidDecimalNumberError])
        const number = outcome(() => formatNumber(value), [InvalidDecimalNumberError])
        const usd = outcome(() => formatUsd(value), [InvalidDecimalNumberError])
        if (quantity.value !== undefined)
          expect(quantity.value).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{3}$/)
        if (number.value !== undefined) expect(number.value).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
        if (usd.value !== undefined) expect(usd.value).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/)
        // One rule for all three: the same inputs are numbers.
        expect([number.error, usd.error].map(Boolean)).toEqual(
          [quantity.error, quantity.error].map(Boolean),
        )
      }),
      runs,
    )
  })

  test('email names: at most 30 characters shown, cut ones end in … after 27, never half an emoji, idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (email) => {
        const shown = formatEmailName(email)
        const characters = Array.from(shown)
        expect(characters.length).toBeLessThanOrEqual(30)
        if (Array.from(email).length <= 30) expect(shown).toBe(email)
        else expect(shown).toBe(`${Array.from(email).slice(0, 27).join('')}…`)
        expect(isWellFormed(shown)).toBe(true)
        expect(formatEmailName(shown)).toBe(shown)
      }),
      runs,
    )
  })

  test('addresses shortened to the first 4 and last 6 characters; short ones kept whole', () => {
    fc.assert(
      fc.property(hostileText, (address) => {
        const short = shortenAddress(address)
        expect(short.length).toBeLessThanOrEqual(11)
        if (address.length <= 11) expect(short).toBe(address)
        else expect(short).toBe(`${address.slice(0, 4)}…${address.slice(-6)}`)
        expect(shortenAddress(short)).toBe(short)
      }),
      runs,
    )
  })

  test('a discord username ending in 0 loses exactly that character', () => {
    fc.assert(
      fc.property(hostileText, (name) => {
        const shown = formatDiscordUsername(name)
        expect(shown).toBe(name.endsWith('0') ? name.slice(0, -1) : name)
      }),
      runs,
    )
  })
})

describe('addresses and ids (SPEC §5)', () => {
  const address20 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map(hex)

  test('EVM: 40 hex digits with an optional 0x, nothing else; checksumming keeps it and is idempotent', () => {
    fc.assert(
      fc.property(address20, fc.boolean(), anyValue, (digits, prefixed, other) => {
        const address = prefixed ? `0x${digits}` : digits
        expect(isEvmAddress(address)).toBe(true)
        expect(isEvmAddress(address.toUpperCase().replace(/^0X/, '0x'))).toBe(true)
        expect(isEvmAddress(`${address}0`)).toBe(false)
        expect(isEvmAddress(address.slice(0, -1))).toBe(false)
        expect(isEvmAddress(other)).toBe(
          typeof other === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(other),
        )
        const checksummed = toChecksumAddress(`0x${digits}`)
        expect(checksummed?.toLowerCase()).toBe(`0x${digits}`)
        expect(toChecksumAddress(checksummed ?? '')).toBe(checksummed)
      }),
      runs,
    )
  })

  test('Solana: 32 to 44 base58 characters; any 32-byte key qualifies', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), anyValue, (key, other) => {
        expect(isSolanaAddress(toBase58(key))).toBe(true)
        expect(isSolanaAddress(other)).toBe(
          typeof other === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(other),
        )
      }),
      runs,
    )
  })

  const caip2 = fc
    .tuple(fc.constantFrom(...CHAIN_NAMESPACES), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/))
    .map(([namespace, reference]) => `${namespace}:${reference}`)
  const caipText = fc.oneof(
    hostileText,
    caip2,
    fc.tuple(caip2, fc.constantFrom(':', '::', ''), hostileText).map((parts) => parts.join('')),
  )

  test('CAIP-2 and CAIP-10: toCaipAddress and parseCaipAddress round-trip; any text parses or throws the CAIP error', () => {
    fc.assert(
      fc.property(caip2, fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/), (network, account) => {
        const caip = toCaipAddress(network, account)
        const parsed = parseCaipAddress(caip)
        expect(`${parsed.chainNamespace}:${parsed.chainId}`).toBe(network)
        expect(parsed.address).toBe(account)
        expect(parseCaipNetworkId(network)).toEqual({
          chainNamespace: parsed.chainNamespace,
          chainId: parsed.chainId,
        })
      }),
      runs,
    )
    fc.assert(
      fc.property(caipText, (text) => {
        const address = outcome(() => parseCaipAddress(text), [InvalidCaipAddressError])
        expect(isCaipAddress(text)).toBe(address.error === undefined)
        if (!address.error) expect(text.split(':')).toHaveLength(3)
        const network = outcome(() => parseCaipNetworkId(text), [InvalidCaipNetworkIdError])
        expect(isCaipNetworkId(text)).toBe(network.error === undefined)
        if (!network.error) expect(text.split(':')).toHaveLength(2)
      }),
      runs,
    )
  })

  test('coin types: an EVM chain id below 2^31 maps one to one (1 → 60), anything else is InvalidChainIdError', () => {
    const chainId = fc.oneof(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
      fc.double(),
    )
    fc.assert(
      fc.property(chainId, (id) => {
        const { value } = outcome(() => convertEvmChainIdToCoinType(id), [InvalidChainIdError])
        const valid = Number.isInteger(id) && id >= 0 && id < 2 ** 31
        expect(value !== undefined).toBe(valid)
        if (value === undefined) return
        expect(value).toBe(id === 1 ? 60 : 2 ** 31 + id)
      }),
      runs,
    )
  })

  test('hashes and signatures: 0x and 64 hex digits; 0x and 62 or more', () => {
    const hexDigits = fc.stringMatching(/^[0-9a-fA-F]{0,140}$/)
    fc.assert(
      fc.property(hexDigits, anyValue, (digits, other) => {
        expect(isTransactionHash(`0x${digits}`)).toBe(digits.length === 64)
        expect(isSignedMessage(`0x${digits}`)).toBe(digits.length >= 62)
        expect(isTransactionHash(digits)).toBe(false)
        expect(typeof isTransactionHash(other)).toBe('boolean')
        expect(typeof isSignedMessage(other)).toBe('boolean')
      }),
      runs,
    )
  })
})

describe('forms (SPEC §5)', () => {
  test('name registration: letters, digits and hyphens, at least 4; normalising agrees and is idempotent', () => {
    const name = fc.oneof(
      fc.stringMatching(/^[a-zA-Z0-9-]{0,12}$/),
      hostileText,
      fc.string({ unit: 'grapheme', maxLength: 12 }),
    )
    fc.assert(
      fc.property(name, (text) => {
        expect(isValidAccountName(text)).toBe(/^[a-zA-Z0-9-]{4,}$/.test(text))
        const { value } = outcome(() => normalizeAccountName(text), [InvalidAccountNameError])
        if (value === undefined) return
        expect(isValidAccountName(value)).toBe(true)
        expect(value).toMatch(/^[a-z0-9-]{4,63}$/)
        expect(normalizeAccountName(value)).toBe(value)
      }),
      runs,
    )
  })

  test('account-name messages: what createAccountNameMessage writes parses back; anything else is undefined, never a throw', () => {
    const message = fc.record({
      name: fc.string({ maxLength: 30 }),
      coinType: fc.integer({ min: 0, max: 2 ** 32 }),
      address: fc.string({ maxLength: 42 }),
      issuedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    })
    fc.assert(
      fc.property(message, hostileText, (fields, other) => {
        expect(parseAccountNameMessage(createAccountNameMessage(fields))).toEqual(fields)
        const parsed = parseAccountNameMessage(other)
        if (parsed) expect(createAccountNameMessage(parsed)).toBeTypeOf('string')
      }),
      runs,
    )
  })

  test('email and code: any value is a boolean answer; a code is 6 digits; an email has one @ and a dotted domain', () => {
    fc.assert(
      fc.property(anyValue, fc.emailAddress(), (value, email) => {
        expect(isValidOtp(value)).toBe(typeof value === 'string' && /^[0-9]{6}$/.test(value))
        const valid = isValidEmail(value)
        if (valid) expect(value).toMatch(/^[^@\s]+@[^@\s]+\.[A-Za-z]{2,63}$/)
        // fast-check's addresses are RFC 5322's: the ones with a letters-only top-level domain pass.
        if (/\.[A-Za-z]{2,63}$/.test(email) && email.length <= 254) {
          expect(isValidEmail(email)).toBe(true)
        }
      }),
      runs,
    )
  })

  test('sending: the SPEC §5 error, in its order, for any parameters; send calls need 0x', () => {
    const parameters = fc.record({
      namespace: fc.oneof(fc.constantFrom('eip155', 'solana', 'bip122', 'cosmos'), hostileText),
      token: fc.oneof(fc.constant(null), fc.constant(undefined), fc.constant({ symbol: 'ETH' })),
      amount: fc.oneof(hostileText, fc.double(), fc.constant(undefined)),
      receiverAddress: fc.oneof(hostileText, fc.constant(undefined)),
    })
    fc.assert(
      fc.property(parameters, anyValue, (input, call) => {
        const { error } = outcome(
          () => validateSendParameters(input as never),
          [UnsupportedSendChainError, SendTokenRequiredError, SendAmountRequiredError],
        )
        if (!['eip155', 'solana'].includes(input.namespace)) {
          expect(error).toBeInstanceOf(UnsupportedSendChainError)
        } else if (input.token == null) expect(error).toBeInstanceOf(SendTokenRequiredError)
        else if (error) expect(error).toBeInstanceOf(SendAmountRequiredError)
        expect(typeof isValidSendCall(call)).toBe('boolean')
      }),
      runs,
    )
  })
})
