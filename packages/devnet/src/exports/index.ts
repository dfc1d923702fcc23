export {
  DevnetAnvilError,
  DevnetCompileError,
  DevnetDeployError,
  DevnetError,
  type DevnetErrorCode,
  DevnetOptionsError,
  DevnetPortInUseError,
  DevnetRevertError,
} from '../errors.ts'
export {
  type DevnetServerChain,
  type DevnetServerConfig,
  type DevnetServerConfigParameters,
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
  type Devnet,
  type DevnetChain,
  type StartDevnetParameters,
  startDevnet,
} from '../startDevnet.ts'
export type { ProvidedDevnet } from '../vitest/globalSetup.ts'
export * from './constants.ts'
