/**
 * fast-check arbitraries of hostile requests to every server route, grouped as the README groups
 * the endpoints. Shared by the fuzz test (`app/fuzz.test.ts`, through `app.request`) and the
 * benchmark (`bench/fuzz-routes.mjs`, over HTTP on loopback).
 */
import fc from 'fast-check'

/** One request; `path` includes the query string. */
export type FuzzRequest = {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | undefined
}

/** A route group: the routes (method, Hono path) it covers and how to make requests to them. */
export type FuzzGroup = {
  name: string
  routes: readonly (readonly [method: string, path: string])[]
  request: fc.Arbitrary<FuzzRequest>
  /** 5xx answers that are the route's documented answer (501 `not_implemented`). */
  serverErrors?: readonly number[]
}

const PROJECT_ID = 'latch-dev-project'
const ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x0000000000000000000000000000000000000000',
]
const CHAIN_IDS = [
  'eip155:31337',
  'eip155:31338',
  'eip155:1',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
]

/** Names a lookup in a plain object finds on its prototype. */
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype)

/** Strings that broke (or could break) a parser, a lookup table or PostgreSQL. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'eip155:1\u0000',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ude00x',
  '\ud83d\ude00',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '-1',
  '1e309',
  '1.5',
  '0x',
  '0x0',
  '99999999999999999999',
  '18446744073709551616',
  '9223372036854775808',
  '9223372036854775807',
  '2147483648',
  '%',
  '%00',
  '%zz',
  '%ED%A0%80',
  '..',
  '../../etc/passwd',
  '/',
  '\\',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  `${'$'}{x}`,
  '{}',
  '[]',
  '\n',
  '\r\n',
  '\t',
  '\u202e',
  '\ufeff',
  '\uffff',
  'é',
  '𝕏',
  'usd',
  'USDC',
  'eth',
  'alice.latch',
  'metamask',
  ...ADDRESSES,
  ...CHAIN_IDS,
  ...PROTOTYPE_KEYS,
]

/** Dates `Date.parse` takes and PostgreSQL may not, and the other way round. */
const WEIRD_DATES = [
  '2024-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '2024-02-30T00:00:00Z',
  '2024-13-01',
  '2024-01-01T24:00:00Z',
  '1970-01-01T00:00:00.000+25:00',
  'Tue Mar 01 2022',
  'Sat, 01 Jan 10000 00:00:00 GMT',
  '12/31/1999 23:59:59 PM',
  '2020 foo',
  '1',
  'infinity',
  'epoch',
  'now',
]

const bigNumber = fc.oneof(
  fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }).map(String),
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53, 2 ** 63, 2 ** 64, -(2 ** 31) - 1).map(String),
  fc.double().map(String),
  fc.integer().map(String),
)

/** Characters PostgreSQL text and jsonb refuse, or that no UTF-8 can carry. */
const POISON = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff']

/** A hostile string: the list above, poisoned text, arbitrary UTF-16, big numbers, long runs. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...POISON), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: bigNumber },
  { weight: 1, arbitrary: fc.constantFrom(...WEIRD_DATES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', '9', '\u0000', 'é', '%', '\ud800'),
        fc.integer({ min: 0, max: 3000 }),
      )
      .map(([unit, count]) => unit.repeat(count)),
  },
)

/** Mostly well-formed values with hostile ones mixed in. */
function mixed(...valid: string[]): fc.Arbitrary<string> {
  // Mostly valid: a hostile value only reaches deep code when the other fields are fine.
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: nastyString },
  )
}

const address = mixed(...ADDRESSES)
const chainId = mixed(...CHAIN_IDS)

/** Percent-encodes the UTF-8 of `value` (lone surrogates become U+FFFD, as in any client). */
function percentEncode(value: string): string {
  let out = ''
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte)
    out += /[A-Za-z0-9._~-]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** A path segment or query value: encoded, or a raw (possibly malformed) escape sequence. */
const encoded = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: value.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%FF%FE', '%C0%AF', '%%'),
    },
  )

type Query = Record<string, fc.Arbitrary<string>>

/** `path` plus a query of some of `params` (always the project id, seldom a hostile one). */
function withQuery(path: fc.Arbitrary<string>, params: Query = {}): fc.Arbitrary<string> {
  const optional = Object.fromEntries(
    Object.entries({ st: mixed('react'), sv: mixed('0.1.0'), ...params }).map(([key, value]) => [
      key,
      encoded(value),
    ]),
  )
  return fc
    .tuple(
      path,
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(PROJECT_ID) },
        // Made by the fuzz test and the bench: analytics off, any origin allowed.
        { weight: 1, arbitrary: fc.constant('no-analytics') },
        { weight: 1, arbitrary: encoded(nastyString) },
      ),
      fc.record(optional, { requiredKeys: [] }),
    )
    .map(([base, projectId, query]) => {
      const pairs = [
        `projectId=${projectId}`,
        ...Object.entries(query).map(([k, v]) => `${k}=${v}`),
      ]
      return `${base}?${pairs.join('&')}`
    })
}

const segment = (value: fc.Arbitrary<string>) => encoded(value)

const headerValue = fc
  .string({ unit: 'binary-ascii', maxLength: 60 })
  .map((value) => [...value].filter((char) => char >= ' ' && char !== '\u007f').join(''))

/** Headers: sometimes an Origin (allowed, foreign or junk), sometimes a content type. */
const headers: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    origin: fc.oneof(
      fc.constantFrom(
        'http://localhost:5173',
        'https://evil.example',
        'null',
        'http://127.0.0.1:1',
      ),
      headerValue,
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ),
  },
  { requiredKeys: [] },
)

function get(path: fc.Arbitrary<string>, params?: Query): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      withQuery(path, params),
      headers,
      fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'OPTIONS', 'HEAD'),
    )
    .map(([fullPath, h, method]) => ({ method, path: fullPath, headers: h }))
}

/** A JSON value with hostile strings and numbers at any depth. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.double(),
    fc.constantFrom(null, true, false, 0, -1, 2 ** 53, 1e308, -1e308),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** Broken JSON texts and JSON that is not an object. */
const BAD_JSON = [
  '',
  '{nope',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  '\u0000',
  '\ufeff{}',
  '{"eventId":"\\ud800","timestamp":1,"props":{"type":"error","event":"E"}}',
  '{"eventId":"a\\u0000b","timestamp":1,"props":{"type":"error","event":"E"}}',
  '{"timestamp":1e400}',
  '{"props":{"__proto__":{"type":"error"}}}',
  '{"__proto__":{"eventId":"x"}}',
  '{"projectId":"latch-dev-project","addresses":["eip155:1:0x\\u0000"]}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(70_000)}"}`,
]

/** A JSON body: `base` with some fields replaced by hostile values, or broken JSON. */
function jsonBody(base: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          base,
          fc.dictionary(
            fc.constantFrom(
              'eventId',
              'timestamp',
              'url',
              'domain',
              'props',
              'projectId',
              'currency',
              'addresses',
              'message',
              'signature',
              'data',
            ),
            jsonValue,
            { maxKeys: 2 },
          ),
        )
        .map(([value, overrides]) => JSON.stringify({ ...value, ...overrides })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_JSON) },
    { weight: 1, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? '') },
  )
}

function post(
  path: fc.Arbitrary<string>,
  body: fc.Arbitrary<string>,
  params?: Query,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(withQuery(path, params), headers, body, fc.boolean())
    .map(([fullPath, h, text, json]) => ({
      method: 'POST',
      path: fullPath,
      headers: json ? { ...h, 'content-type': 'application/json' } : h,
      body: text,
    }))
}

const errorEvent = fc.record({
  eventId: mixed('evt-1', 'evt-2'),
  url: mixed('http://localhost:5173/'),
  domain: mixed('localhost'),
  timestamp: fc.oneof(
    { weight: 4, arbitrary: fc.constant(1_763_700_000_000) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), jsonValue) },
  ),
  props: fc.record(
    {
      type: mixed('error'),
      event: mixed('ERROR'),
      errorType: mixed('INTERNAL_SDK_ERROR'),
      errorMessage: mixed('boom'),
      stackTrace: fc.oneof(
        mixed('Error: boom\n    at x'),
        fc.integer({ min: 0, max: 20_000 }).map((n) => 's'.repeat(n)),
      ),
      address: address,
    },
    { requiredKeys: ['type', 'event'] },
  ),
})

const priceBody = fc.record({
  currency: mixed('usd'),
  addresses: fc.oneof(
    fc.array(
      fc.oneof(
        fc.tuple(chainId, address).map(([chain, a]) => `${chain}:${a}`),
        fc.constant('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
        nastyString,
      ),
      { maxLength: 5 },
    ),
    fc.constant(Array.from({ length: 101 }, () => 'eip155:1:0x0')),
  ),
})

const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Mostly `valid`, else one of `hostile`. */
const either = (valid: unknown, hostile: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant<unknown>(valid) }, { weight: 1, arbitrary: hostile })

const WIDE_NUMBERS = ['99999999999999999999', '9223372036854775808', '18446744073709551615']

/** Cursors of the right shape with hostile fields, other JSON, or no base64 at all. */
const historyCursor = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        either('2024-01-01T00:00:00.000Z', fc.oneof(fc.constantFrom(...WEIRD_DATES), nastyString)),
        either('eip155:31337', nastyString),
        either('1', fc.oneof(fc.constantFrom(...WIDE_NUMBERS), bigNumber, jsonValue)),
        either(
          0,
          fc.oneof(fc.constantFrom(2 ** 31, -1, 2 ** 53 - 1, 1.5), fc.integer(), jsonValue),
        ),
      )
      .map(json),
  },
  { weight: 1, arbitrary: jsonValue.map(json) },
  { weight: 1, arbitrary: nastyString },
)
const nftCursor = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        either('nft', fc.constantFrom('NFT', '', 'nft\u0000')),
        either('eip155:31337', nastyString),
        either('0xe1aa25618fa0c7a1cfdab5d6b456af611873b629', nastyString),
        either('1', fc.oneof(fc.constantFrom(...WIDE_NUMBERS), bigNumber, jsonValue)),
      )
      .map(json),
  },
  { weight: 1, arbitrary: jsonValue.map(json) },
  { weight: 1, arbitrary: nastyString },
)

/** A well-formed EIP-4361 message for the development project, with `nonce`. */
const siweMessage = (nonce: string, address = ADDRESSES[0], chain = '31337') =>
  [
    '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
    address,
    '',
    'Sign in to the Latch demo',
    '',
    'URI: http://127.0.0.1:5173/',
    'Version: 1',
    `Chain ID: ${chain}`,
    `Nonce: ${nonce}`,
    'Issued At: 2026-11-25T16:00:00.000Z',
  ].join('\n')

/** Sign-in bodies: messages whole, with a hostile field or line, or cut; signatures of all kinds. */
const authenticateBody = fc.record(
  {
    message: fc.oneof(
      fc.constant(siweMessage('Dq9sXhYk3PvnLr2e')),
      fc.tuple(nastyString, address, chainId).map(([n, a, c]) => siweMessage(n, a, c)),
      fc
        .tuple(fc.nat({ max: 400 }), nastyString)
        .map(([at, text]) => siweMessage('Dq9sXhYk3PvnLr2e').slice(0, at) + text),
      nastyString,
    ),
    signature: fc.oneof(
      mixed(`0x${'ab'.repeat(65)}`, '3AsmPbGVL8A8', '0x'),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
    ),
    data: jsonValue,
  },
  { requiredKeys: ['message', 'signature'] },
)

const HEADER_SAFE = /^[\u0020-\u007e\u0080-\u00ff]*$/
/** Authorization headers: a JWT's shape with hostile parts, other schemes, junk. */
const authorization = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.constant({ alg: 'ES256', kid: 'x' }), fc.constant({ alg: 'none' }), jsonValue),
      fc.oneof(fc.constant({ sub: 'eip155:31337:0x0', jti: 'x', exp: 2e9 }), jsonValue),
      fc.string({ maxLength: 90 }),
    )
    .map(([header, payload, signature]) => `Bearer ${json(header)}.${json(payload)}.${signature}`),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic abc', 'bearer a.b.c', '', 'Bearer a..b'),
  nastyString.map((text) => `Bearer ${text}`),
)

/** `request` with sometimes an Authorization header (dropped when no header can carry it). */
function withAuthorization(request: fc.Arbitrary<FuzzRequest>): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(request, fc.option(authorization, { freq: 4 }))
    .map(([r, value]) =>
      value === null || !HEADER_SAFE.test(value)
        ? r
        : { ...r, headers: { ...r.headers, authorization: value } },
    )
}

/** CAIP-10 token ids for the convert calls: devnet tokens, the native notation, others. */
const convertToken = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      'eip155:31337:0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
      'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ),
  },
  { weight: 1, arbitrary: fc.tuple(chainId, address).map(([chain, a]) => `${chain}:${a}`) },
  { weight: 1, arbitrary: nastyString },
)
const convertAmount = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('100000000', '1', '10000000000000000') },
  { weight: 1, arbitrary: fc.constantFrom(...WIDE_NUMBERS, `1${'0'.repeat(78)}`, '0', '-1') },
  { weight: 1, arbitrary: bigNumber },
  { weight: 1, arbitrary: nastyString },
)
const convertBody = fc.record(
  {
    projectId: fc.constant(PROJECT_ID),
    chainId,
    userAddress: address,
    from: convertToken,
    to: convertToken,
    amount: fc.oneof(convertAmount, jsonValue),
    slippage: fc.oneof(fc.constantFrom(0, 0.5, 1, 50, 51, -1, '1', '0.5'), jsonValue),
    deadline: fc.oneof(fc.constantFrom(0, 2 ** 31, 2 ** 53, 1.5), jsonValue),
    disableEstimate: fc.oneof(fc.boolean(), jsonValue),
  },
  { requiredKeys: [] },
)

const onrampQuoteBody = fc.record(
  {
    projectId: fc.constant(PROJECT_ID),
    purchaseCurrency: fc.oneof(mixed('USDC', 'ETH', 'usdc'), jsonValue),
    paymentCurrency: fc.oneof(mixed('USD', 'EUR', 'eur'), jsonValue),
    amount: fc.oneof(
      fc.constantFrom('50', '50.00', '5', '8000', '20000.00', '0.001', 50, 1e21, -10),
      jsonValue,
    ),
    network: fc.oneof(mixed('latch-devnet', '31337', 'eip155:31337', 'ethereum'), jsonValue),
    paymentMethod: fc.oneof(mixed('card', 'bank_account'), jsonValue),
    provider: fc.oneof(mixed('coinbase', 'moonpay'), jsonValue),
  },
  { requiredKeys: [] },
)

const onrampUrlBody = fc.record(
  {
    projectId: fc.constant(PROJECT_ID),
    provider: fc.oneof(mixed('coinbase', 'moonpay'), jsonValue),
    destinationWallets: fc.oneof(
      fc
        .tuple(address, mixed('latch-devnet', 'eip155:31337'), mixed('USDC', 'ETH'))
        .map(([wallet, network, asset]) => [
          { address: wallet, blockchains: [network], assets: [asset] },
        ]),
      jsonValue,
    ),
    defaultNetwork: fc.oneof(mixed('latch-devnet', '31337'), jsonValue),
    partnerUserId: fc.oneof(address, jsonValue),
    defaultExperience: fc.oneof(mixed('buy'), jsonValue),
    presetFiatAmount: fc.oneof(fc.constantFrom('50', '5', 50, '25000.01'), jsonValue),
    presetCryptoAmount: fc.oneof(fc.constantFrom('10', '1.5', '-1'), jsonValue),
    paymentCurrency: fc.oneof(mixed('USD', 'EUR'), jsonValue),
    paymentMethod: fc.oneof(mixed('card', 'bank_account'), jsonValue),
  },
  { requiredKeys: [] },
)

const sessionAccount = fc.oneof(
  address,
  address.map((a) => `eip155:31337:${a}`),
  // Already percent-encoded once (as the kit sends a CAIP-10 id), before segment() encodes.
  fc.constant(encodeURIComponent(`eip155:31337:${ADDRESSES[0]}`)),
)
const pci = mixed(`0x${'ab'.repeat(32)}`, `0x${'AB'.repeat(32)}`, '0x12')
const hexSignature = mixed(`0x${'11'.repeat(65)}`, '0x', '0xzz')

/** One JSON-RPC call of the hosted RPC (`POST /v1/`), mostly well formed. */
const rpcCall = fc.record(
  {
    jsonrpc: mixed('2.0'),
    id: fc.oneof(fc.integer(), mixed('a'), jsonValue),
    method: fc.oneof(mixed('eth_chainId', 'eth_getBalance', 'eth_sign'), jsonValue),
    params: fc.oneof(fc.constant([]), jsonValue),
  },
  { requiredKeys: [] },
)

/** Every route group of the server; together they cover every route of `createServerApp`. */
export const FUZZ_GROUPS: readonly FuzzGroup[] = [
  {
    name: 'health',
    routes: [['GET', '/health']],
    request: get(fc.constant('/health'), { x: nastyString }),
  },
  {
    name: 'directory',
    routes: [
      ['GET', '/getWallets'],
      ['GET', '/getWalletImage/:id'],
    ],
    request: fc.oneof(
      get(fc.constant('/getWallets'), {
        page: mixed('1', '2'),
        entries: mixed('40', '100'),
        include: mixed('metamask,rainbow'),
        exclude: mixed('metamask'),
        chains: mixed('eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
        search: mixed('meta'),
        badge_type: mixed('certified'),
      }),
      get(segment(mixed('metamask', 'dev.latch.testwallet')).map((id) => `/getWalletImage/${id}`)),
    ),
  },
  {
    name: 'images',
    routes: [
      ['GET', '/public/getAssetImage/:id'],
      ['GET', '/public/getCurrencyImage/:id'],
      ['GET', '/public/getTokenImage/:id'],
    ],
    request: get(
      fc
        .tuple(
          fc.constantFrom('getAssetImage', 'getCurrencyImage', 'getTokenImage'),
          segment(
            fc.oneof(mixed('eip155:1', 'usd', 'usdc', 'eth'), fc.constantFrom(...PROTOTYPE_KEYS)),
          ),
        )
        .map(([kind, id]) => `/public/${kind}/${id}`),
    ),
  },
  {
    name: 'project config',
    routes: [
      ['GET', '/appkit/v1/config'],
      ['GET', '/projects/v1/origins'],
      ['GET', '/getAnalyticsConfig'],
    ],
    request: get(
      fc.constantFrom('/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'),
    ),
  },
  {
    name: 'analytics',
    routes: [['POST', '/e']],
    request: post(fc.constant('/e'), jsonBody(errorEvent)),
  },
  {
    name: 'supported chains',
    routes: [['GET', '/v1/supported-chains']],
    request: get(fc.constant('/v1/supported-chains')),
  },
  {
    name: 'balance',
    routes: [['GET', '/v1/account/:address/balance']],
    request: get(
      segment(address).map((a) => `/v1/account/${a}/balance`),
      { chainId, currency: mixed('usd', 'USD', 'eur'), forceUpdate: mixed('true') },
    ),
  },
  {
    name: 'price',
    routes: [['POST', '/v1/fungible/price']],
    request: post(fc.constant('/v1/fungible/price'), jsonBody(priceBody)),
  },
  {
    name: 'identity and profile',
    routes: [
      ['GET', '/v1/identity/:address'],
      ['GET', '/v1/profile/account/:name'],
      ['GET', '/v1/profile/reverse/:address'],
    ],
    request: fc.oneof(
      get(
        segment(address).map((a) => `/v1/identity/${a}`),
        { chainId, sender: address },
      ),
      get(
        segment(mixed('alice.latch', 'bob.latch')).map((n) => `/v1/profile/account/${n}`),
        {
          apiVersion: mixed('2'),
        },
      ),
      get(
        segment(address).map((a) => `/v1/profile/reverse/${a}`),
        { sender: address },
      ),
    ),
  },
  {
    // The fuzz app has a registrar key but no chain: a well-formed body ends at 400
    // unsupported_chain, after every field has been read.
    name: 'account names',
    routes: [
      ['GET', '/v1/profile/suggestions/:name'],
      ['POST', '/v1/profile/account'],
    ],
    request: fc.oneof(
      get(
        segment(mixed('alice', 'my-name-1234', 'ab', 'a_b')).map(
          (n) => `/v1/profile/suggestions/${n}`,
        ),
        { zone: mixed('latch') },
      ),
      post(
        fc.constant('/v1/profile/account'),
        jsonBody(
          fc.record({
            coin_type: fc.oneof(fc.constant(2147514985), fc.integer(), nastyString),
            address,
            message: mixed('{"purpose":"Register an account name"}', 'hello'),
            signature: mixed(`0x${'ab'.repeat(65)}`, '0x'),
          }),
        ),
      ),
    ),
  },
  {
    name: 'history',
    routes: [['GET', '/v1/account/:address/history']],
    request: get(
      segment(address).map((a) => `/v1/account/${a}/history`),
      { chainId, cursor: historyCursor, onramp: fc.constantFrom('', '', '', 'coinbase') },
    ),
  },
  {
    name: 'nfts',
    routes: [['GET', '/v1/account/:address/nfts']],
    request: get(
      segment(address).map((a) => `/v1/account/${a}/nfts`),
      { chainId, cursor: nftCursor },
    ),
  },
  {
    name: 'sign-in',
    routes: [
      ['GET', '/auth/v1/nonce'],
      ['POST', '/auth/v1/authenticate'],
      ['GET', '/auth/v1/me'],
      ['POST', '/auth/v1/sign-out'],
      ['GET', '/auth/v1/jwks.json'],
    ],
    request: fc.oneof(
      get(fc.constantFrom('/auth/v1/nonce', '/auth/v1/jwks.json')),
      post(fc.constant('/auth/v1/authenticate'), jsonBody(authenticateBody)),
      withAuthorization(get(fc.constant('/auth/v1/me'))),
      withAuthorization(post(fc.constant('/auth/v1/sign-out'), jsonBody(fc.constant({})))),
    ),
  },
  {
    name: 'convert',
    routes: [
      ['GET', '/v1/convert/tokens'],
      ['GET', '/v1/convert/quotes'],
      ['GET', '/v1/convert/allowance'],
      ['GET', '/v1/convert/gas-price'],
      ['GET', '/v1/convert/build-approve'],
      ['POST', '/v1/convert/build-transaction'],
    ],
    request: fc.oneof(
      get(fc.constantFrom('/v1/convert/tokens', '/v1/convert/gas-price'), { chainId }),
      get(fc.constantFrom('/v1/convert/quotes', '/v1/convert/build-approve'), {
        chainId,
        from: convertToken,
        to: convertToken,
        amount: convertAmount,
        userAddress: address,
        gasPrice: convertAmount,
      }),
      get(fc.constant('/v1/convert/allowance'), {
        chainId,
        tokenAddress: convertToken,
        userAddress: address,
      }),
      post(fc.constant('/v1/convert/build-transaction'), jsonBody(convertBody)),
    ),
  },
  {
    name: 'onramp',
    routes: [
      ['GET', '/v1/onramp/options'],
      ['POST', '/v1/onramp/quote'],
      ['POST', '/v1/generators/onrampurl'],
      ['GET', '/v1/onramp/orders/:provider/:orderId'],
    ],
    request: fc.oneof(
      get(fc.constant('/v1/onramp/options'), { x: nastyString }),
      post(fc.constant('/v1/onramp/quote'), jsonBody(onrampQuoteBody)),
      post(fc.constant('/v1/generators/onrampurl'), jsonBody(onrampUrlBody)),
      fc
        .tuple(segment(mixed('coinbase', 'moonpay')), segment(mixed('order-1', 'a-b_c')))
        .chain(([provider, orderId]) =>
          get(fc.constant(`/v1/onramp/orders/${provider}/${orderId}`), { x: nastyString }),
        ),
    ),
  },
  {
    name: 'smart sessions',
    routes: [
      ['GET', '/v1/sessions/:id'],
      ['POST', '/v1/sessions/:id/revoke'],
    ],
    request: fc.oneof(
      get(segment(sessionAccount).map((id) => `/v1/sessions/${id}`)),
      post(
        segment(sessionAccount).map((id) => `/v1/sessions/${id}/revoke`),
        jsonBody(fc.record({ pci, signature: hexSignature }, { requiredKeys: [] })),
      ),
    ),
  },
  {
    name: 'hosted RPC',
    routes: [
      ['POST', '/v1/'],
      ['POST', '/v1'],
    ],
    request: post(
      fc.constantFrom('/v1/', '/v1'),
      fc.oneof(
        jsonBody(rpcCall),
        fc.array(rpcCall, { maxLength: 4 }).map((calls) => JSON.stringify(calls)),
      ),
      { chainId: fc.oneof(chainId, mixed('31337', '1')) },
    ),
  },
  {
    name: 'unknown routes',
    routes: [],
    request: fc
      .tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.array(segment(nastyString), { minLength: 1, maxLength: 4 }),
      )
      .chain(([method, segments]) =>
        method === 'GET' || method === 'OPTIONS'
          ? get(fc.constant(`/${segments.join('/')}`))
          : post(fc.constant(`/${segments.join('/')}`), jsonBody(fc.constant({}))).map((r) => ({
              ...r,
              method,
            })),
      ),
  },
]

/** A session token the fuzz test stores for a user with a wallet (so session routes go deep). */
export const FUZZ_EMBEDDED_SESSION_TOKEN = 'fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz'

const frameHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    headers,
    // The frame's own fetches carry its origin or none; a stranger's anything.
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant('http://localhost:8788') },
        { weight: 1, arbitrary: fc.constantFrom('http://127.0.0.1:5173', 'null') },
        { weight: 1, arbitrary: headerValue },
      ),
      { freq: 2 },
    ),
    fc.oneof(
      { weight: 8, arbitrary: fc.constant(PROJECT_ID) },
      { weight: 1, arbitrary: fc.constantFrom('', 'no-such-project', 'no-analytics') },
      { weight: 1, arbitrary: headerValue },
    ),
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(`Bearer ${FUZZ_EMBEDDED_SESSION_TOKEN}`) },
        { weight: 1, arbitrary: authorization.filter((value) => HEADER_SAFE.test(value)) },
      ),
      { freq: 4 },
    ),
  )
  .map(([h, origin, project, auth]) => {
    const { origin: _, ...rest } = h
    return {
      ...rest,
      ...(origin !== null && { origin }),
      ...(project !== '' && { 'x-latch-project': project }),
      ...(auth !== null && { authorization: auth }),
    }
  })

function framePost(path: string, body: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(frameHeaders, body).map(([h, text]) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...h },
    body: text,
  }))
}

const flowId = mixed('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'short', '../../x')
const shareText = fc.oneof(
  mixed(Buffer.from('s'.repeat(33)).toString('base64'), 'AAAA', '===='),
  fc.uint8Array({ maxLength: 900 }).map((bytes) => Buffer.from(bytes).toString('base64')),
)

/** Route groups of the frame origin (`createFrameApp`): the page, its files, `/embedded/v1/*`. */
export const FRAME_FUZZ_GROUPS: readonly FuzzGroup[] = [
  {
    name: 'frame page and files',
    routes: [
      ['GET', '/'],
      ['GET', '/*'],
    ],
    request: fc.oneof(
      fc
        .tuple(
          encoded(mixed(PROJECT_ID, 'no-analytics')),
          encoded(
            fc.oneof(
              { weight: 3, arbitrary: fc.constant('http://127.0.0.1:5173') },
              { weight: 1, arbitrary: mixed('https://evil.example', 'null') },
            ),
          ),
          encoded(mixed('eip155:31337', '1')),
          encoded(mixed('true', 'false')),
          headers,
        )
        .map(([project, origin, chain, logger, h]) => ({
          method: 'GET',
          path: `/?projectId=${project}&origin=${origin}&chainId=${chain}&version=1&enableLogger=${logger}`,
          headers: h,
        })),
      fc
        .tuple(
          fc.array(
            segment(
              fc.oneof(
                fc.constantFrom('frame.js', 'frame.css', 'index.html', '..', '.', 'assets'),
                nastyString,
              ),
            ),
            { minLength: 1, maxLength: 4 },
          ),
          fc.constantFrom('GET', 'HEAD'),
        )
        .map(([segments, method]) => ({ method, path: `/${segments.join('/')}`, headers: {} })),
    ),
  },
  {
    name: 'embedded login',
    routes: [
      ['POST', '/embedded/v1/email/start'],
      ['POST', '/embedded/v1/device/wait'],
      ['GET', '/embedded/v1/device/approve'],
      ['POST', '/embedded/v1/email/verify'],
    ],
    request: fc.oneof(
      framePost(
        '/embedded/v1/email/start',
        jsonBody(
          fc.record(
            {
              email: fc.oneof(mixed('ada@shop.example', 'ADA@Shop.Example ', 'a@b'), jsonValue),
              deviceId: fc.oneof(mixed('AAAAAAAAAAAAAAAAAAAAAA'), jsonValue),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      framePost('/embedded/v1/device/wait', jsonBody(fc.record({ flowId }))),
      framePost(
        '/embedded/v1/email/verify',
        jsonBody(
          fc.record(
            {
              flowId,
              otp: fc.oneof(mixed('123456', '12345', '1234567', '１２３４５６'), jsonValue),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      fc.tuple(encoded(mixed('A'.repeat(43), 'x')), frameHeaders).map(([token, h]) => ({
        method: 'GET',
        path: `/embedded/v1/device/approve?token=${token}`,
        headers: h,
      })),
    ),
  },
  {
    name: 'embedded social login',
    routes: [
      ['POST', '/embedded/v1/social/start'],
      ['GET', '/embedded/v1/social/callback'],
      ['GET', '/embedded/v1/social/callback.js'],
      ['POST', '/embedded/v1/social/verify'],
    ],
    request: fc.oneof(
      framePost(
        '/embedded/v1/social/start',
        jsonBody(
          fc.record(
            {
              provider: fc.oneof(mixed('github', 'google', 'farcaster', '__proto__'), jsonValue),
              hostOrigin: fc.oneof(
                mixed('http://127.0.0.1:5173', 'https://evil.example', 'http://127.0.0.1:5173/'),
                jsonValue,
              ),
              deviceId: fc.oneof(mixed('AAAAAAAAAAAAAAAAAAAAAA'), jsonValue),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      framePost(
        '/embedded/v1/social/verify',
        jsonBody(
          fc.record(
            {
              flowId,
              resultUri: fc.oneof(
                mixed(
                  'http://localhost:8788/embedded/v1/social/callback?code=c&state=s',
                  'http://localhost:8788/embedded/v1/social/callback?error=access_denied&state=s',
                  'https://evil.example/embedded/v1/social/callback?code=c&state=s',
                ),
                jsonValue,
              ),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      fc
        .tuple(
          encoded(mixed('code-1', '')),
          encoded(mixed('A'.repeat(43), 'x')),
          encoded(mixed('access_denied', '')),
          frameHeaders,
        )
        .map(([code, state, error, h]) => ({
          method: 'GET',
          path: `/embedded/v1/social/callback?code=${code}&state=${state}&error=${error}`,
          headers: h,
        })),
      frameHeaders.map((h) => ({
        method: 'GET',
        path: '/embedded/v1/social/callback.js',
        headers: h,
      })),
    ),
  },
  {
    name: 'embedded farcaster login',
    routes: [
      ['POST', '/embedded/v1/farcaster/start'],
      ['POST', '/embedded/v1/farcaster/verify'],
    ],
    request: fc.oneof(
      framePost(
        '/embedded/v1/farcaster/start',
        jsonBody(
          fc.record(
            {
              hostOrigin: fc.oneof(
                mixed('http://127.0.0.1:5173', 'https://evil.example', 'http://127.0.0.1:5173/'),
                jsonValue,
              ),
              deviceId: fc.oneof(mixed('AAAAAAAAAAAAAAAAAAAAAA'), jsonValue),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      framePost(
        '/embedded/v1/farcaster/verify',
        jsonBody(fc.record({ flowId }, { requiredKeys: [] })),
      ),
    ),
  },
  {
    name: 'embedded passkeys',
    routes: [
      ['POST', '/embedded/v1/passkey/register/options'],
      ['POST', '/embedded/v1/passkey/register/verify'],
      ['GET', '/embedded/v1/passkeys'],
      ['POST', '/embedded/v1/passkey/login/options'],
      ['POST', '/embedded/v1/passkey/login/verify'],
    ],
    request: fc.oneof(
      ...['register', 'login'].map((kind) =>
        framePost(
          `/embedded/v1/passkey/${kind}/options`,
          jsonBody(
            fc.record(
              {
                hostOrigin: fc.oneof(
                  mixed('http://127.0.0.1:5173', 'https://evil.example', 'http://127.0.0.1:5173/'),
                  jsonValue,
                ),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      ),
      ...['register', 'login'].map((kind) =>
        framePost(
          `/embedded/v1/passkey/${kind}/verify`,
          jsonBody(
            fc.record(
              {
                ceremonyId: flowId,
                deviceId: fc.oneof(mixed('AAAAAAAAAAAAAAAAAAAAAA'), jsonValue),
                sealedRecovery: fc.oneof(
                  mixed(`v1.${'s'.repeat(43)}.${'i'.repeat(16)}.${'c'.repeat(40)}`, 'v1...'),
                  jsonValue,
                ),
                response: fc.oneof(
                  fc.record(
                    {
                      id: mixed('A'.repeat(43), 'x'),
                      rawId: mixed('A'.repeat(43), 'x'),
                      type: mixed('public-key', 'password'),
                      response: fc.oneof(
                        fc.record(
                          {
                            clientDataJSON: fc.oneof(
                              mixed(
                                Buffer.from(
                                  '{"type":"webauthn.get","challenge":"x","origin":"http://localhost:8788","crossOrigin":true,"topOrigin":"http://127.0.0.1:5173"}',
                                ).toString('base64url'),
                                '',
                              ),
                              jsonValue,
                            ),
                            attestationObject: fc.oneof(mixed('o2NmbXRkbm9uZQ', ''), jsonValue),
                            authenticatorData: fc.oneof(mixed('SZYN5YgO', ''), jsonValue),
                            signature: fc.oneof(mixed('MEUCIQ', ''), jsonValue),
                            userHandle: fc.oneof(mixed('dXNlcg', ''), jsonValue),
                          },
                          { requiredKeys: [] },
                        ),
                        jsonValue,
                      ),
                    },
                    { requiredKeys: [] },
                  ),
                  jsonValue,
                ),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      ),
      frameHeaders.map((h) => ({ method: 'GET', path: '/embedded/v1/passkeys', headers: h })),
    ),
  },
  {
    name: 'embedded smart sessions',
    routes: [
      ['POST', '/embedded/v1/sessions'],
      ['POST', '/embedded/v1/sessions/use'],
      ['POST', '/embedded/v1/sessions/revoke'],
    ],
    request: fc.oneof(
      framePost(
        '/embedded/v1/sessions',
        jsonBody(
          fc.record(
            {
              pci,
              account: address,
              chainId: mixed('eip155:31337', 'eip155:1'),
              hostOrigin: mixed('http://127.0.0.1:5173', 'https://evil.example'),
              request: fc.oneof(
                fc.record({
                  expiry: fc.oneof(fc.integer(), jsonValue),
                  permissions: fc.oneof(
                    fc.constant([
                      {
                        type: 'erc20-token-transfer',
                        data: { address: ADDRESSES[0] },
                        policies: [{ type: 'token-allowance', data: { allowance: '0x10' } }],
                      },
                    ]),
                    jsonValue,
                  ),
                }),
                jsonValue,
              ),
              signature: hexSignature,
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      framePost(
        '/embedded/v1/sessions/use',
        jsonBody(
          fc.record(
            {
              pci,
              account: address,
              chainId: mixed('eip155:31337'),
              hostOrigin: mixed('http://127.0.0.1:5173'),
              calls: fc.oneof(
                fc.array(
                  fc.record(
                    { to: address, data: mixed('0x', '0xa9059cbb'), value: mixed('0x1', '-1') },
                    { requiredKeys: [] },
                  ),
                  { maxLength: 20 },
                ),
                jsonValue,
              ),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      framePost('/embedded/v1/sessions/revoke', jsonBody(fc.record({ pci }, { requiredKeys: [] }))),
    ),
  },
  {
    name: 'embedded session',
    routes: [
      ['POST', '/embedded/v1/wallet'],
      ['GET', '/embedded/v1/session'],
      ['POST', '/embedded/v1/session/shares'],
      ['POST', '/embedded/v1/sign-out'],
    ],
    request: fc.oneof(
      {
        weight: 6,
        arbitrary: framePost(
          '/embedded/v1/wallet',
          jsonBody(
            fc.record(
              {
                authShare: shareText,
                recoveryShare: shareText,
                evmAddress: address,
                solanaAddress: mixed('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', '0OIl'),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      },
      {
        weight: 6,
        arbitrary: frameHeaders.map((h) => ({
          method: 'GET',
          path: '/embedded/v1/session',
          headers: h,
        })),
      },
      { weight: 6, arbitrary: framePost('/embedded/v1/session/shares', jsonBody(fc.constant({}))) },
      // Never with the shared session: it would end the one the other requests use.
      {
        weight: 1,
        arbitrary: framePost('/embedded/v1/sign-out', fc.constant('{}')).map((request) =>
          request.headers.authorization === `Bearer ${FUZZ_EMBEDDED_SESSION_TOKEN}`
            ? { ...request, headers: { ...request.headers, authorization: 'Bearer x' } }
            : request,
        ),
      },
    ),
  },
  {
    name: 'embedded email change',
    routes: [
      ['POST', '/embedded/v1/email/change/start'],
      ['POST', '/embedded/v1/email/change/verify-current'],
      ['POST', '/embedded/v1/email/change/verify-new'],
    ],
    request: fc.oneof(
      framePost(
        '/embedded/v1/email/change/start',
        jsonBody(
          fc.record(
            { email: fc.oneof(mixed('new@shop.example', 'FUZZ@shop.example', 'a@b'), jsonValue) },
            { requiredKeys: [] },
          ),
        ),
      ),
      ...(['verify-current', 'verify-new'] as const).map((step) =>
        framePost(
          `/embedded/v1/email/change/${step}`,
          jsonBody(
            fc.record(
              {
                changeId: flowId,
                otp: fc.oneof(mixed('123456', '12345', '１２３４５６'), jsonValue),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      ),
    ),
  },
]
