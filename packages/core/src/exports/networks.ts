/**
 * `@latch/core/networks`: the networks Latch knows, and `defineNetwork` for any other. Pass them
 * to `createLatch({ networks })`; the first is the default.
 *
 * @example
 * import { arbitrum, mainnet, solana } from '@latch/core/networks'
 * createLatch({ projectId, networks: [mainnet, arbitrum, solana] })
 *
 * @module
 */
export {
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  latchDevnet,
  latchDevnet2,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../networks/builtin.ts'
export { defineNetwork } from '../networks/defineNetwork.ts'
export {
  type ServerRpcOptions,
  serverRpcUrl,
  withServerRpc,
} from '../networks/withServerRpc.ts'
