export { absoluteUrl } from '../app/absoluteUrl.ts'
export {
  type CreateServerAppOptions,
  createServerApp,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
} from '../app/createServerApp.ts'
export { type RunningServer, type StartServerOptions, startServer } from '../app/startServer.ts'
export type { AppEnv } from '../app/types.ts'
export {
  type ChainRegistry,
  type ChainRuntime,
  createChainRegistry,
  MULTICALL3_ADDRESS,
} from '../chain/createChainRegistry.ts'
export { DEFAULT_PRICES } from '../chain/prices.ts'
export type { ChainConfig, NativeCurrency, PriceTable, TokenConfig } from '../chain/types.ts'
export { DEFAULT_DATA_DIR, IN_MEMORY, loadConfig } from '../config/loadConfig.ts'
export type {
  EmbeddedWalletConfig,
  FrameConfig,
  IndexerConfig,
  ServerConfig,
  ServerConfigFile,
} from '../config/types.ts'
export { createPgliteDb } from '../db/createPgliteDb.ts'
export { createPostgresDb } from '../db/createPostgresDb.ts'
export { DbUnavailableError } from '../db/DbUnavailableError.ts'
export type { Db, Row } from '../db/db.ts'
export { migrate } from '../db/migrate.ts'
export { type Migration, migrations } from '../db/migrations/migrations.ts'
export { openDb } from '../db/openDb.ts'
export { createDirectory } from '../directory/createDirectory.ts'
export { generateSyntheticDirectory } from '../directory/generateSyntheticDirectory.ts'
export { defaultDirectory, loadDirectory, parseDirectoryData } from '../directory/loadDirectory.ts'
export { LATCH_TEST_WALLET } from '../directory/testWallet.ts'
export type { Directory, DirectoryWallet } from '../directory/types.ts'
export {
  EMBEDDED_CODE_LIFETIME_MS,
  EMBEDDED_MAX_WRONG_TRIES,
  EMBEDDED_SEND_WINDOW_MS,
  EMBEDDED_SENDS_PER_ADDRESS,
  EMBEDDED_SESSION_LIFETIME_MS,
} from '../embedded/constants.ts'
export {
  type CreateFrameAppOptions,
  createFrameApp,
  type FrameApp,
} from '../embedded/createFrameApp.ts'
export type { EmbeddedErrorBody, EmbeddedErrorCode } from '../embedded/EmbeddedError.ts'
export type { FrameBootConfig, FrameChain } from '../embedded/framePage.ts'
export {
  createSmtpMailer,
  type LoginMail,
  type MailConfig,
  type Mailer,
} from '../embedded/mailer.ts'
export { loadShareKeys, type ShareKeys } from '../embedded/shareCipher.ts'
export { HISTORY_PAGE_SIZE } from '../history/getHistory.ts'
export { monogramSvg } from '../images/monogramSvg.ts'
export { DEFAULT_POLL_INTERVAL_MS, type Indexer, startIndexer } from '../indexer/startIndexer.ts'
export { syncChain } from '../indexer/syncChain.ts'
export {
  createMemoryRateLimiter,
  type MemoryRateLimiter,
  type MemoryRateLimiterOptions,
  type RateLimiter,
  type RateLimitResult,
} from '../middleware/rateLimiter.ts'
export { NAME_CACHE_TTL_MS } from '../names/createNameService.ts'
export { NFT_METADATA_CACHE_TTL_MS } from '../nfts/createNftMetadataReader.ts'
export { decodeTokenUri } from '../nfts/decodeTokenUri.ts'
export { NFT_PAGE_SIZE } from '../nfts/getNfts.ts'
export type { NftMetadata } from '../nfts/types.ts'
export { upsertProject } from '../projects/projectStore.ts'
export {
  DEV_PROJECT_ID,
  type FeatureSetting,
  type Project,
  type ProjectInput,
} from '../projects/types.ts'
export {
  RELAY_MAX_FRAME_BYTES,
  RELAY_MAX_SOCKETS_PER_IP,
  RELAY_MAX_SUBSCRIPTIONS_PER_SOCKET,
  RELAY_MAX_TTL_SECONDS,
  RELAY_PING_INTERVAL_MS,
} from '../relay/constants.ts'
export {
  type CreateMemoryRelayStoreOptions,
  createMemoryRelayStore,
} from '../relay/createMemoryRelayStore.ts'
export { type CreateRelayOptions, createRelay, type Relay } from '../relay/createRelay.ts'
export { RELAY_ERROR_CODES, type RelayErrorCode } from '../relay/errors.ts'
export type {
  PutAllResult,
  PutRefusal,
  PutResult,
  RelayMessage,
  RelayStore,
} from '../relay/types.ts'
export type { ErrorBody, HttpErrorCode } from '../validation/HttpError.ts'
