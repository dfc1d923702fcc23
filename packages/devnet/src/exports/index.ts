export { BUNDLER_PORT, type BundlerAccount, bundlerAccounts } from '../bundler/constants.ts'
export {
  type Bundler,
  type StartBundlerParameters,
  startBundler,
  supportedEntryPoints,
} from '../bundler/startBundler.ts'
export {
  DevnetAnvilError,
  DevnetBundlerError,
  DevnetCompileError,
  DevnetDeployError,
  DevnetError,
  type DevnetErrorCode,
  DevnetOptionsError,
  DevnetPortInUseError,
  DevnetRevertError,
} from '../errors.ts'
export {
  FARCASTER_CHAIN_ID,
  FARCASTER_PORT,
  FARCASTER_STATEMENT,
  FARCASTER_TEST_USERS,
  type FarcasterTestUser,
} from '../farcaster/constants.ts'
export { type SiwfRequest, siwfMessage } from '../farcaster/siwf.ts'
export {
  type DevnetServerFarcaster,
  FARCASTER_CHANNEL_TTL_MS,
  type FarcasterRelay,
  type StartFarcasterRelayParameters,
  startFarcasterRelay,
} from '../farcaster/startFarcasterRelay.ts'
export {
  IDP_DEFAULT_REDIRECT_URI,
  IDP_PORT,
  IDP_PROVIDERS,
  IDP_TEST_USERS,
  type IdpProviderId,
  type IdpTestUser,
  idpSubject,
  idpUsername,
} from '../idp/constants.ts'
export {
  type DevnetServerSocial,
  type DevnetSocialProvider,
  type IdentityProvider,
  type StartIdentityProviderParameters,
  startIdentityProvider,
} from '../idp/startIdentityProvider.ts'
export {
  DEV_MAIL_FROM,
  DEV_MAIL_INBOX_PORT,
  DEV_MAIL_MAX_MESSAGES,
  DEV_MAIL_SMTP_PORT,
} from '../mail/constants.ts'
export type { MailAddress, StoredMail } from '../mail/mailStore.ts'
export { type DevMail, type StartDevMailParameters, startDevMail } from '../mail/startDevMail.ts'
export type { CoinbaseStandInConfig } from '../onramp/coinbase.ts'
export type { MoonpayStandInConfig } from '../onramp/moonpay.ts'
export {
  type DevnetServerOnramp,
  ONRAMP_PORTS,
  type OnrampProviders,
  type StartOnrampProvidersParameters,
  startOnrampProviders,
} from '../onramp/startOnrampProviders.ts'
export {
  type DevnetServerChain,
  type DevnetServerConfig,
  type DevnetServerConfigParameters,
  type DevnetServerMail,
  type DevnetServerSolanaChain,
  type DevnetServerSwaps,
  devnetServerConfig,
} from '../serverConfig.ts'
export {
  type DevnetEndpoint,
  type DevnetSnapshot,
  revertChains,
  snapshotChains,
} from '../snapshot.ts'
export {
  type SolanaDevnet,
  type StartSolanaDevnetParameters,
  startSolanaDevnet,
} from '../solana/startSolanaDevnet.ts'
export {
  DEVNET_START_TIMEOUT_MS,
  type Devnet,
  type DevnetChain,
  type StartDevnetParameters,
  startDevnet,
} from '../startDevnet.ts'
export type { ProvidedDevnet } from '../vitest/globalSetup.ts'
export * from './constants.ts'
