import { startBundler } from './bundler/startBundler.ts'
import { formatSummary } from './cli/formatSummary.ts'
import { CLI_USAGE, parseCliOptions } from './cli/parseCliOptions.ts'
import { writeServerConfig } from './cli/writeServerConfig.ts'
import { DEVNET_ACCOUNT_ABSTRACTION } from './constants/accountAbstraction.ts'
import { DevnetError } from './errors.ts'
import { FARCASTER_TEST_USERS } from './farcaster/constants.ts'
import { startFarcasterRelay } from './farcaster/startFarcasterRelay.ts'
import { IDP_TEST_USERS } from './idp/constants.ts'
import { startIdentityProvider } from './idp/startIdentityProvider.ts'
import { startDevMail } from './mail/startDevMail.ts'
import { startOnrampProviders } from './onramp/startOnrampProviders.ts'
import { devnetServerConfig } from './serverConfig.ts'
import { startSolanaDevnet } from './solana/startSolanaDevnet.ts'
import { startDevnet } from './startDevnet.ts'

/** Entry of `latch-devnet` (bin/latch-devnet.mjs): starts the devnet, stops it on Ctrl-C. */
async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env)
  if (options.command === 'help') {
    console.log(CLI_USAGE)
    return
  }

  const devnet = await startDevnet(options)
  // The Solana side (litesvm behind JSON-RPC 8899 / PubSub 8900) runs beside the EVM chains.
  const solana =
    process.env.LATCH_DEVNET_SOLANA === '0'
      ? undefined
      : await startSolanaDevnet({ quiet: true }).catch(async (error) => {
          await devnet.stop()
          throw error
        })
  // The dev mail server (SMTP 1025, inbox 8025): the Latch server's login codes land there.
  const mail =
    options.mail === false
      ? undefined
      : await startDevMail({ host: options.host, ...options.mail, quiet: true }).catch(
          async (error) => {
            await Promise.all([devnet.stop(), solana?.stop()])
            throw error
          },
        )
  // The on-ramp provider stand-ins (Coinbase-style 8791, MoonPay-style 8792): Pay credits the devnet.
  const onramp =
    options.onramp === false
      ? undefined
      : await startOnrampProviders({
          chains: devnet.chains,
          host: options.host,
          ports: options.onramp.ports,
        }).catch(async (error) => {
          await Promise.all([devnet.stop(), solana?.stop(), mail?.stop()])
          throw error
        })
  // The local identity provider (8793): one OpenID Connect issuer per social provider.
  const idp =
    options.idp === false
      ? undefined
      : await startIdentityProvider({
          host: options.host,
          port: options.idp.port,
          redirectUris: [options.idp.redirectUri],
        }).catch(async (error) => {
          await Promise.all([devnet.stop(), solana?.stop(), mail?.stop(), onramp?.stop()])
          throw error
        })
  // The Farcaster relay stand-in (8794): channels, a test client's page, the FID registry.
  const farcaster =
    options.farcaster === false
      ? undefined
      : await startFarcasterRelay({ host: options.host, port: options.farcaster.port }).catch(
          async (error) => {
            await Promise.all([
              devnet.stop(),
              solana?.stop(),
              mail?.stop(),
              onramp?.stop(),
              idp?.stop(),
            ])
            throw error
          },
        )
  // The ERC-4337 bundler (alto, 8547) for chain 31337: user operations to EntryPoint v0.8.
  const bundler =
    options.bundler === false
      ? undefined
      : await startBundler({
          rpcUrl: devnet.chains[0].rpcUrl,
          host: options.host,
          port: options.bundler.port,
        }).catch(async (error) => {
          await Promise.all([
            devnet.stop(),
            solana?.stop(),
            mail?.stop(),
            onramp?.stop(),
            idp?.stop(),
            farcaster?.stop(),
          ])
          throw error
        })
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    // A second Ctrl-C while stopping means "now".
    if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143)
    stopping = true
    await Promise.all([
      devnet.stop(),
      solana?.stop(),
      mail?.stop(),
      onramp?.stop(),
      idp?.stop(),
      farcaster?.stop(),
      bundler?.stop(),
    ])
    console.log('\nLatch devnet stopped.')
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  process.on('SIGHUP', shutdown)
  if (options.serverConfig) {
    // Last: its appearance tells `npm start` that everything is up (each part answers once its
    // start resolves: the chains, Solana, mail, the on-ramp stand-ins and the identity provider).
    await writeServerConfig(
      options.serverConfig,
      devnetServerConfig({
        chains: devnet.chains,
        solanaRpcUrl: solana?.rpcUrl,
        onramp: onramp?.serverConfig,
        social: idp?.serverConfig,
        farcaster: farcaster?.serverConfig,
        mail,
        bundlers: bundler && [{ chainId: devnet.chains[0].chainId, url: bundler.url }],
      }),
    )
  }
  console.log(formatSummary(devnet))
  if (solana) {
    console.log(`Solana (litesvm)\n  RPC ${solana.rpcUrl}  PubSub ${solana.wsUrl}`)
    console.log(
      `  mints: ${solana.mints.map((mint) => `${mint.symbol} ${mint.address}`).join(', ')}`,
    )
    console.log(`  accounts: ${solana.accounts.map((account) => account.address).join(', ')}\n`)
  }
  if (mail) console.log(`Dev mail\n  SMTP ${mail.smtpUrl}  inbox ${mail.inboxUrl}\n`)
  if (onramp) {
    console.log(
      `On-ramp providers (Pay credits the devnet)\n  Coinbase-style ${onramp.coinbase.url}  MoonPay-style ${onramp.moonpay.url}\n`,
    )
  }
  if (idp) console.log(idpSummary(idp))
  if (farcaster) console.log(farcasterSummary(farcaster.url))
  if (bundler) {
    console.log(
      `ERC-4337 bundler (alto; EntryPoint v0.8 ${DEVNET_ACCOUNT_ABSTRACTION.entryPoint})\n  chain ${devnet.chains[0].chainId}: ${bundler.url}\n`,
    )
  }
}

function farcasterSummary(url: string): string {
  const users = FARCASTER_TEST_USERS.map((user) => `@${user.username} (fid ${user.fid})`).join(', ')
  return `Farcaster relay stand-in (Farcaster login; FID registry ${url}/v1/fids)\n  ${url}  test accounts: ${users}\n`
}

function idpSummary(idp: { url: string }): string {
  const users = IDP_TEST_USERS.map((user) => `${user.name} <${user.email}>`).join(', ')
  return `Identity provider (social login; issuers ${idp.url}/<google|github|apple|facebook|x|discord>)\n  ${idp.url}  test users: ${users}\n`
}

main().catch((error: unknown) => {
  // Devnet errors are written for people; anything else gets its stack.
  console.error(error instanceof DevnetError ? `latch-devnet: ${error.message}` : error)
  process.exit(1)
})
