import { describe, expect, test } from 'vitest'
import { DevnetOptionsError } from '../errors.ts'
import { parseCliOptions } from './parseCliOptions.ts'

describe('parseCliOptions', () => {
  test.each([
    [
      'no flags: defaults',
      [],
      {},
      {
        host: '127.0.0.1',
        ports: [8545, 8546],
        quiet: true,
        serverConfig: undefined,
        mail: { smtpPort: 1025, inboxPort: 8025 },
      },
    ],
    [
      'mail ports as flags',
      ['--mail-port', '2525', '--inbox-port=0'],
      {},
      { mail: { smtpPort: 2525, inboxPort: 0 } },
    ],
    [
      'mail ports from the environment',
      [],
      { LATCH_DEVNET_MAIL_PORT: '2526', LATCH_DEVNET_INBOX_PORT: '9025' },
      { mail: { smtpPort: 2526, inboxPort: 9025 } },
    ],
    ['--no-mail: no mail server', ['--no-mail'], {}, { mail: false }],
    ['on-ramp providers on 8791 and 8792 by default', [], {}, { onramp: { ports: [8791, 8792] } }],
    [
      'on-ramp ports as flags',
      ['--onramp-port', '9401', '--onramp-port2=0'],
      {},
      { onramp: { ports: [9401, 0] } },
    ],
    [
      'on-ramp ports from the environment',
      [],
      { LATCH_DEVNET_ONRAMP_PORT: '9403', LATCH_DEVNET_ONRAMP_PORT2: '9404' },
      { onramp: { ports: [9403, 9404] } },
    ],
    ['--no-onramp: no providers', ['--no-onramp'], {}, { onramp: false }],
    ['LATCH_DEVNET_ONRAMP=0: no providers', [], { LATCH_DEVNET_ONRAMP: '0' }, { onramp: false }],
    [
      'the identity provider on 8793 by default, for the stack frame origin',
      [],
      {},
      { idp: { port: 8793, redirectUri: 'http://localhost:8788/embedded/v1/social/callback' } },
    ],
    [
      'identity provider port and redirect URI as flags',
      [
        '--idp-port',
        '9405',
        '--idp-redirect-uri=https://frame.example/embedded/v1/social/callback',
      ],
      {},
      { idp: { port: 9405, redirectUri: 'https://frame.example/embedded/v1/social/callback' } },
    ],
    [
      'identity provider port and redirect URI from the environment',
      [],
      {
        LATCH_DEVNET_IDP_PORT: '9406',
        LATCH_DEVNET_IDP_REDIRECT_URI: 'http://localhost:9407/embedded/v1/social/callback',
      },
      { idp: { port: 9406, redirectUri: 'http://localhost:9407/embedded/v1/social/callback' } },
    ],
    ['--no-idp: no identity provider', ['--no-idp'], {}, { idp: false }],
    ['LATCH_DEVNET_IDP=0: no identity provider', [], { LATCH_DEVNET_IDP: '0' }, { idp: false }],
    ['the Farcaster relay stand-in on 8794 by default', [], {}, { farcaster: { port: 8794 } }],
    ['--farcaster-port', ['--farcaster-port', '9562'], {}, { farcaster: { port: 9562 } }],
    [
      'Farcaster port from the environment',
      [],
      { LATCH_DEVNET_FARCASTER_PORT: '9563' },
      { farcaster: { port: 9563 } },
    ],
    ['--no-farcaster: no stand-in', ['--no-farcaster'], {}, { farcaster: false }],
    [
      'LATCH_DEVNET_FARCASTER=0: no stand-in',
      [],
      { LATCH_DEVNET_FARCASTER: '0' },
      { farcaster: false },
    ],
    ['the bundler on 8547 by default', [], {}, { bundler: { port: 8547 } }],
    ['--bundler-port', ['--bundler-port', '9570'], {}, { bundler: { port: 9570 } }],
    [
      'bundler port from the environment',
      [],
      { LATCH_DEVNET_BUNDLER_PORT: '9571' },
      { bundler: { port: 9571 } },
    ],
    ['--no-bundler: no bundler', ['--no-bundler'], {}, { bundler: false }],
    ['LATCH_DEVNET_BUNDLER=0: no bundler', [], { LATCH_DEVNET_BUNDLER: '0' }, { bundler: false }],
    [
      'a --bundler-port wins over LATCH_DEVNET_BUNDLER=0',
      ['--bundler-port', '0'],
      { LATCH_DEVNET_BUNDLER: '0' },
      { bundler: { port: 0 } },
    ],
    ['LATCH_DEVNET_MAIL=0: no mail server', [], { LATCH_DEVNET_MAIL: '0' }, { mail: false }],
    ['both ports as flags', ['--port', '9000', '--port2', '9001'], {}, { ports: [9000, 9001] }],
    ['port 0 picks a free port', ['--port=0', '--port2=0'], {}, { ports: [0, 0] }],
    ['host from the environment', [], { LATCH_DEVNET_HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    [
      'ports from the environment',
      [],
      { LATCH_DEVNET_PORT: '7000', LATCH_DEVNET_PORT2: '7001' },
      { ports: [7000, 7001] },
    ],
    [
      'a flag wins over the environment',
      ['--port', '7002'],
      { LATCH_DEVNET_PORT: '7000' },
      { ports: [7002, 8546] },
    ],
    ['an empty variable is ignored', [], { LATCH_DEVNET_HOST: ' ' }, { host: '127.0.0.1' }],
    ['--verbose shows the anvil log', ['--verbose'], {}, { quiet: false }],
    [
      '--server-config names the file for the server',
      ['--server-config', '.latch/devnet/server-config.json'],
      {},
      { serverConfig: '.latch/devnet/server-config.json' },
    ],
    [
      'the server config file from the environment',
      [],
      { LATCH_DEVNET_SERVER_CONFIG: '/tmp/server.json' },
      { serverConfig: '/tmp/server.json' },
    ],
  ] as const)('%s', (_case, argv, env, expected) => {
    expect(parseCliOptions(argv, env)).toMatchObject({ command: 'start', ...expected })
  })

  test.each([['--help'], ['-h']])('%s asks for the usage text', (flag) => {
    expect(parseCliOptions([flag], {})).toEqual({ command: 'help' })
  })

  test.each([
    ['a port that is not a number', ['--port', 'abc'], {}, '--port must be a port number'],
    ['a port out of range', ['--port2', '70000'], {}, '--port2 must be a port number'],
    [
      'a bad port in the environment',
      [],
      { LATCH_DEVNET_PORT: '-5' },
      '--port must be a port number',
    ],
    ['a bad mail port', ['--mail-port', 'smtp'], {}, '--mail-port must be a port number'],
    ['a bad identity provider port', ['--idp-port', 'x'], {}, '--idp-port must be a port number'],
    [
      'a redirect URI that is not http(s)',
      ['--idp-redirect-uri', 'javascript:alert(1)'],
      {},
      '--idp-redirect-uri must be an http(s) URL',
    ],
    ['an unknown flag', ['--chain', '1'], {}, "Unknown option '--chain'"],
  ] as const)('%s is refused', (_case, argv, env, message) => {
    expect(() => parseCliOptions(argv, env)).toThrow(DevnetOptionsError)
    expect(() => parseCliOptions(argv, env)).toThrow(message)
  })
})
