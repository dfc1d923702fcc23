import * as core from '@latch/core'
import { LatchError } from '@latch/core'
import * as sessions from '@latch/core/sessions'
import * as siwx from '@latch/core/siwx'
import { cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import * as bitcoin from '../../../../bitcoin/src/errors.ts'
import { OnrampUrlInvalidError } from '../../../../core/src/actions/openOnrampProvider.ts'
import {
  PASSKEY_TEXTS,
  SOCIAL_ERROR_TEXTS,
} from '../../../../embedded-wallet/src/frame/errorTexts.ts'
import * as evm from '../../../../evm/src/errors.ts'
import * as solana from '../../../../solana/src/errors.ts'
import { MissingProviderError } from '../../errors/MissingProviderError.ts'
import { createTestClient, renderWithLatch } from '../../test/fixtures.tsx'
import { formatMessage } from '../format.ts'
import { useErrorText } from '../useErrorText.ts'
import { errorMessageParts, errorsMessages } from './messages.ts'

const cause = new Error('x')
/** One error of every class people may read, each variant of a class whose text has several. */
const samples: LatchError[] = [
  new core.ConnectionRejectedError(),
  new core.ConnectFailedError({ cause }),
  new core.RelayUnavailableError(8000),
  new core.ConnectorNotFoundError(),
  new core.AdapterNotFoundError(),
  new core.DisconnectFailedError(),
  new core.DisconnectChainFailedError(),
  new core.NetworkNotFoundError(),
  new core.ChainNotSupportedError(),
  new core.SignatureDeclinedError(),
  new core.TransactionRejectedError(),
  new core.NotConnectedError(),
  new core.AccountNotInConnectionError(),
  new core.PaymentAccountRequiredError(),
  new core.InvalidAccountNameError({ name: 'ab', reason: 'too_short' }),
  new core.InvalidAccountNameError({ name: 'a'.repeat(70), reason: 'too_long' }),
  new core.InvalidAccountNameError({ name: 'a_b!', reason: 'characters' }),
  new core.AuthConnectorNotFoundError(),
  new core.NameSuggestionsError(),
  new core.RegisterAccountNameError({ accountName: 'my-name.latch', code: 'name_taken' }),
  new core.InvalidChainIdError({ chainId: -1 }),
  new core.InvalidCaipAddressError({ value: 'x' }),
  new core.InvalidCaipNetworkIdError({ value: 'x' }),
  new core.InvalidDecimalNumberError({ value: 'x' }),
  new core.TooManyDecimalsError({ value: '0.123', decimals: 2 }),
  new core.InvalidDecimalsError({ decimals: -1 }),
  new core.EmbeddedWalletLoadError(),
  new core.EmbeddedWalletTimeoutError(),
  new core.FrameNotSetError(),
  new core.EmbeddedDependencyLoadError(),
  new core.EmbeddedWalletRequestError(),
  new core.EmbeddedRpcNotAllowedError(),
  new core.EmbeddedRequestClosedError(),
  new core.EmailThrottleError({ secondsLeft: 1 }),
  new core.EmailThrottleError({ secondsLeft: 23 }),
  new core.InvalidEmailError(),
  new core.EmbeddedNotConnectedError(),
  new core.SocialPopupClosedError(),
  new core.SocialConnectionError(),
  new core.FarcasterConnectionError(),
  new core.HttpStatusError(503),
  new core.NetworkRequestError(),
  new core.HttpTimeoutError(10_000),
  new core.RpcUrlRequiredError(),
  new core.SiwxConflictError(),
  new core.SiwxNotEnabledError(),
  new core.SiwxInitError(),
  new core.SmartAccountSignInError(),
  new core.SiwxSessionRejectedError({ code: 'invalid_nonce' }),
  new core.SiwxSignInFailedError(),
  new siwx.SiwxMessageError({ reason: 'address', line: 2 }),
  new core.SmartSessionsDisabledError(),
  new core.AccountTypeNotSupportedError(),
  new core.SmartAccountSignatureError(),
  new core.InvalidCallError({ index: 2, field: 'to' }),
  new core.InvalidCallError({ index: 0, field: 'value' }),
  new core.NoCallsError(),
  new core.CallsNotSupportedError(),
  new core.CallsStatusTimeoutError(),
  new core.UnsupportedSendChainError({ namespace: 'bip122' }),
  new core.SendTokenRequiredError(),
  new core.SendAmountRequiredError(),
  new core.InsufficientBalanceError({ symbol: 'USDC' }),
  new core.InvalidReceiverError(),
  new core.NameResolutionError({ name: 'vitalik.eth' }),
  new core.TokenNetworkMismatchError(),
  new core.ModalClosedError(),
  new core.SwapsUnsupportedNetworkError({ caipNetworkId: 'eip155:1' }),
  new core.ConvertRequestError({ code: 'unsupported_token', status: 400 }),
  new core.ConvertRequestError({ code: 'no_route', status: 400 }),
  new core.SwapPriceMovedError(),
  new core.SwapRevertedError({ hash: '0x1' }),
  new core.SwapReceiptTimeoutError({ hash: '0x1' }),
  new core.OnrampRequestError({ code: 'amount_below_minimum', status: 400, min: '10' }),
  new core.OnrampOrderFailedError({ orderId: 'o1' }),
  new core.OnrampOrderTimeoutError({ orderId: 'o1' }),
  new OnrampUrlInvalidError('javascript:x'),
  new evm.ProviderNotFoundError(),
  new evm.TransferNotConfirmedError(),
  new evm.InvalidReceiverChecksumError(),
  new solana.WalletNotFoundError(),
  new solana.AccountNotAuthorizedError(),
  new solana.WalletFeatureNotSupportedError('solana:signMessage'),
  new solana.WalletChainNotSupportedError(),
  new solana.InvalidMintError(),
  new bitcoin.WalletNotFoundError(),
  new bitcoin.AccountNotAuthorizedError(),
  new bitcoin.WalletFeatureNotSupportedError('signPsbt'),
  new bitcoin.WalletChainNotSupportedError(),
  new bitcoin.BitcoinReadNotSupportedError(),
  new bitcoin.SatsConnectRequestError(4001),
  // The frame's refusals, its text for each code (a code both tables have keeps the social text;
  // the passkey's text for it does not fit that entry, so it shows as the frame sent it).
  ...Object.entries({ ...PASSKEY_TEXTS, ...SOCIAL_ERROR_TEXTS }).map(
    ([code, message]) => new core.EmbeddedWalletRequestError({ message, code }),
  ),
]

/** Their text is free (a node's, a frame's, a caller's) or for developers only: shown as is. */
const UNLISTED = [
  'LatchError',
  'RpcResponseError',
  'InvalidSessionRequestError',
  'SendValidationError',
  'InvalidOptionError',
  'MissingProviderError',
]

const errorClasses = (module: object) =>
  Object.values(module).filter(
    (value): value is new (...args: never[]) => LatchError =>
      typeof value === 'function' &&
      (value === LatchError || value.prototype instanceof LatchError),
  )

describe('the English error texts (namespace errors)', () => {
  test.each(samples.map((error) => [error.name, error] as const))(
    '%s: the entry, filled with its fields, is the class’s own text',
    (_name, error) => {
      const parts = errorMessageParts(error)
      expect(parts).toBeDefined()
      if (!parts) return
      const english = (errorsMessages as Record<string, core.LatchError['shortMessage'] | object>)[
        parts.key
      ]
      expect(formatMessage(english as never, parts.values, 'en')).toBe(error.shortMessage)
    },
  )

  test('every entry is some class’s text, and every exported error class is listed or unlisted', () => {
    const used = new Set(samples.map((error) => errorMessageParts(error)?.key))
    expect(Object.keys(errorsMessages).filter((key) => !used.has(key))).toEqual([])
    const sampled = new Set(samples.map((error) => error.constructor))
    const classes = [core, sessions, siwx, evm, solana, bitcoin, { MissingProviderError }].flatMap(
      errorClasses,
    )
    const missing = classes.filter(
      (errorClass) => !sampled.has(errorClass) && !UNLISTED.includes(errorClass.name),
    )
    expect(missing.map((errorClass) => errorClass.name)).toEqual([])
  })

  test('a frame refusal whose code has no entry of its own takes the class’s, if its text fits', () => {
    const unknown = new core.EmbeddedWalletRequestError({ code: 'some_new_code' })
    expect(errorMessageParts(unknown)?.key).toBe('EmbeddedWalletRequestError')
    expect(
      errorMessageParts(
        new core.EmbeddedWalletRequestError({ message: 'Connection rejected', code: 4001 }),
      )?.key,
    ).toBe('EmbeddedWalletRequestError')
  })
})

/** Each error's text from useErrorText, one line each. */
function ErrorTexts({ errors }: { errors: readonly unknown[] }) {
  const errorText = useErrorText()
  return (
    <ul>
      {errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <li key={index}>{errorText(error, 'fallback text')}</li>
      ))}
    </ul>
  )
}

describe('useErrorText', () => {
  afterEach(cleanup)

  test('in German: a class’s text and a filled-in one translated, a custom message kept', async () => {
    const client = createTestClient({ locale: 'de' })
    renderWithLatch(
      <ErrorTexts
        errors={[
          new core.ConnectionRejectedError(),
          new core.InsufficientBalanceError({ symbol: 'USDC' }),
          new core.EmailThrottleError({ secondsLeft: 1 }),
          new core.EmailThrottleError({ secondsLeft: 23 }),
          new core.RegisterAccountNameError({ accountName: 'my-name.latch' }),
          new core.InvalidAccountNameError({ name: 'ab', reason: 'too_short' }),
          // The frame's own message: no entry fits it, so it shows as it came.
          new core.EmbeddedWalletRequestError({ message: 'Code already used', code: 'x' }),
          new core.EmbeddedWalletRequestError(),
          new core.LatchError('Something custom'),
          new Error('not ours'),
        ]}
      />,
      client,
    )
    const items = () => Array.from(document.querySelectorAll('li'), (item) => item.textContent)
    await expect
      .poll(items, { timeout: 10_000 })
      .toEqual([
        'Verbindung abgelehnt',
        'Nicht genug USDC',
        'Bitte versuchen Sie es in 1 Sekunde erneut',
        'Bitte versuchen Sie es in 23 Sekunden erneut',
        'Name my-name.latch konnte nicht registriert werden',
        'Der Name muss mindestens 4 Zeichen lang sein',
        'Code already used',
        'Ein Fehler ist aufgetreten',
        'Something custom',
        'fallback text',
      ])
    // Switching to English shows each class's own text again.
    client.setLocale('en')
    await expect.element(page.getByText('Connection rejected')).toBeVisible()
    expect(items()[2]).toBe('Please try again after 1 seconds')
  })

  test('in Russian, the count picks the plural form', async () => {
    renderWithLatch(
      <ErrorTexts
        errors={[2, 5, 21].map((secondsLeft) => new core.EmailThrottleError({ secondsLeft }))}
      />,
      createTestClient({ locale: 'ru' }),
    )
    const items = () => Array.from(document.querySelectorAll('li'), (item) => item.textContent)
    await expect
      .poll(items, { timeout: 10_000 })
      .toEqual([
        'Повторите попытку через 2 секунды',
        'Повторите попытку через 5 секунд',
        'Повторите попытку через 21 секунду',
      ])
  })
})
