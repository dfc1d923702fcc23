import { parseArgs } from 'node:util'
import { BUNDLER_PORT } from '../bundler/constants.ts'
import { DEVNET_HOST, DEVNET_PORTS } from '../constants/chains.ts'
import { DevnetOptionsError } from '../errors.ts'
import { FARCASTER_PORT } from '../farcaster/constants.ts'
import { IDP_DEFAULT_REDIRECT_URI, IDP_PORT } from '../idp/constants.ts'
import { DEV_MAIL_INBOX_PORT, DEV_MAIL_SMTP_PORT } from '../mail/constants.ts'
import { ONRAMP_PORTS } from '../onramp/startOnrampProviders.ts'

/** What the `latch-devnet` command was asked to do. */
export type CliOptions =
  | { command: 'help' }
  | {
      command: 'start'
      host: string
      ports: [number, number]
      quiet: boolean
      /** Where to write the Latch server's config for this devnet, once it is up. */
      serverConfig: string | undefined
      /** Ports of the on-ramp provider stand-ins (Coinbase-style, MoonPay-style), or `false`. */
      onramp: { ports: [number, number] } | false
      /** The dev mail server's SMTP and inbox ports, or `false` for none. */
      mail: { smtpPort: number; inboxPort: number } | false
      /** The local identity provider (social login): its port and redirect URI, or `false`. */
      idp: { port: number; redirectUri: string } | false
      /** The Farcaster relay stand-in (Farcaster login): its port, or `false`. */
      farcaster: { port: number } | false
      /** The ERC-4337 bundler (alto) for chain 31337: its port, or `false`. */
      bundler: { port: number } | false
    }

/** Text of `latch-devnet --help`. */
export const CLI_USAGE = `Usage: latch-devnet [options]

Starts the Latch devnet: anvil chains 31337 and 31338 with Multicall3 and test tokens.

Options:
  --host <ip>      interface to listen on   (env LATCH_DEVNET_HOST, default ${DEVNET_HOST})
  --port <n>       port of chain 31337      (env LATCH_DEVNET_PORT, default ${DEVNET_PORTS[0]})
  --port2 <n>      port of chain 31338      (env LATCH_DEVNET_PORT2, default ${DEVNET_PORTS[1]})
                   0 picks a free port
  --server-config <file>
                   once running, write the Latch server's config for this devnet (its chains,
                   tokens, name registry, spam list and Solana cluster) to <file>, for
                   latch-server --config <file>  (env LATCH_DEVNET_SERVER_CONFIG)
  --mail-port <n>  SMTP port of the dev mail server   (env LATCH_DEVNET_MAIL_PORT, default ${DEV_MAIL_SMTP_PORT})
  --inbox-port <n> its inbox: Mailpit's HTTP API and a page listing the mails
                   (env LATCH_DEVNET_INBOX_PORT, default ${DEV_MAIL_INBOX_PORT})
  --no-mail        no mail server                    (env LATCH_DEVNET_MAIL=0)
  --onramp-port <n>
                   port of the Coinbase-style on-ramp provider stand-in
                   (env LATCH_DEVNET_ONRAMP_PORT, default ${ONRAMP_PORTS[0]})
  --onramp-port2 <n>
                   port of the MoonPay-style one (env LATCH_DEVNET_ONRAMP_PORT2, default ${ONRAMP_PORTS[1]})
  --no-onramp      no on-ramp providers              (env LATCH_DEVNET_ONRAMP=0)
  --idp-port <n>   port of the local OpenID Connect identity provider (social login: one issuer
                   per provider, test users) (env LATCH_DEVNET_IDP_PORT, default ${IDP_PORT})
  --idp-redirect-uri <uri>
                   the redirect URI its clients accept (env LATCH_DEVNET_IDP_REDIRECT_URI,
                   default ${IDP_DEFAULT_REDIRECT_URI})
  --no-idp         no identity provider              (env LATCH_DEVNET_IDP=0)
  --farcaster-port <n>
                   port of the Farcaster relay stand-in (Farcaster login: channels, a test
                   client's approval page, the FID registry) (env LATCH_DEVNET_FARCASTER_PORT,
                   default ${FARCASTER_PORT})
  --no-farcaster   no Farcaster relay stand-in       (env LATCH_DEVNET_FARCASTER=0)
  --bundler-port <n>
                   port of the ERC-4337 bundler (alto) for chain 31337, JSON-RPC at /rpc
                   (env LATCH_DEVNET_BUNDLER_PORT, default ${BUNDLER_PORT})
  --no-bundler     no bundler                        (env LATCH_DEVNET_BUNDLER=0)
  --verbose        print anvil's log (one line per RPC call)
  -h, --help       show this text`

/**
 * Reads the command line and environment; flags win over environment variables.
 *
 * @throws {DevnetOptionsError} on an unknown flag or a port that is not a number.
 */
export function parseCliOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliOptions {
  let values: ReturnType<typeof parse>['values']
  try {
    values = parse(argv).values
  } catch (error) {
    throw new DevnetOptionsError(`${(error as Error).message}\n\n${CLI_USAGE}`)
  }
  if (values.help) return { command: 'help' }

  return {
    command: 'start',
    host: values.host ?? nonEmpty(env.LATCH_DEVNET_HOST) ?? DEVNET_HOST,
    ports: [
      toPort(values.port ?? nonEmpty(env.LATCH_DEVNET_PORT), DEVNET_PORTS[0], '--port'),
      toPort(values.port2 ?? nonEmpty(env.LATCH_DEVNET_PORT2), DEVNET_PORTS[1], '--port2'),
    ],
    quiet: !values.verbose,
    serverConfig:
      nonEmpty(values['server-config']) ?? nonEmpty(env.LATCH_DEVNET_SERVER_CONFIG) ?? undefined,
    onramp:
      values['no-onramp'] || env.LATCH_DEVNET_ONRAMP === '0'
        ? false
        : {
            ports: [
              toPort(
                values['onramp-port'] ?? nonEmpty(env.LATCH_DEVNET_ONRAMP_PORT),
                ONRAMP_PORTS[0],
                '--onramp-port',
              ),
              toPort(
                values['onramp-port2'] ?? nonEmpty(env.LATCH_DEVNET_ONRAMP_PORT2),
                ONRAMP_PORTS[1],
                '--onramp-port2',
              ),
            ],
          },
    idp:
      values['no-idp'] || env.LATCH_DEVNET_IDP === '0'
        ? false
        : {
            port: toPort(
              values['idp-port'] ?? nonEmpty(env.LATCH_DEVNET_IDP_PORT),
              IDP_PORT,
              '--idp-port',
            ),
            redirectUri: toRedirectUri(
              nonEmpty(values['idp-redirect-uri']) ??
                nonEmpty(env.LATCH_DEVNET_IDP_REDIRECT_URI) ??
                IDP_DEFAULT_REDIRECT_URI,
            ),
          },
    farcaster:
      values['no-farcaster'] || env.LATCH_DEVNET_FARCASTER === '0'
        ? false
        : {
            port: toPort(
              values['farcaster-port'] ?? nonEmpty(env.LATCH_DEVNET_FARCASTER_PORT),
              FARCASTER_PORT,
              '--farcaster-port',
            ),
          },
    bundler:
      // A --bundler-port given on the command line wins over LATCH_DEVNET_BUNDLER=0.
      values['no-bundler'] ||
      (env.LATCH_DEVNET_BUNDLER === '0' && values['bundler-port'] === undefined)
        ? false
        : {
            port: toPort(
              values['bundler-port'] ?? nonEmpty(env.LATCH_DEVNET_BUNDLER_PORT),
              BUNDLER_PORT,
              '--bundler-port',
            ),
          },
    mail:
      values['no-mail'] || env.LATCH_DEVNET_MAIL === '0'
        ? false
        : {
            smtpPort: toPort(
              values['mail-port'] ?? nonEmpty(env.LATCH_DEVNET_MAIL_PORT),
              DEV_MAIL_SMTP_PORT,
              '--mail-port',
            ),
            inboxPort: toPort(
              values['inbox-port'] ?? nonEmpty(env.LATCH_DEVNET_INBOX_PORT),
              DEV_MAIL_INBOX_PORT,
              '--inbox-port',
            ),
          },
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      port2: { type: 'string' },
      'server-config': { type: 'string' },
      'mail-port': { type: 'string' },
      'inbox-port': { type: 'string' },
      'no-mail': { type: 'boolean' },
      'onramp-port': { type: 'string' },
      'onramp-port2': { type: 'string' },
      'no-onramp': { type: 'boolean' },
      'idp-port': { type: 'string' },
      'idp-redirect-uri': { type: 'string' },
      'no-idp': { type: 'boolean' },
      'farcaster-port': { type: 'string' },
      'no-farcaster': { type: 'boolean' },
      'bundler-port': { type: 'string' },
      'no-bundler': { type: 'boolean' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

function toPort(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65_535) {
    throw new DevnetOptionsError(`${flag} must be a port number from 0 to 65535, got "${value}".`)
  }
  return port
}

function toRedirectUri(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.hash) {
    throw new DevnetOptionsError(
      `--idp-redirect-uri must be an http(s) URL without a fragment, got "${value}".`,
    )
  }
  return value
}
