import { epochOfSlot } from '../../chain/epochOfSlot.ts'
import { SOLANA_DEVNET_GENESIS_HASH } from '../../constants.ts'
import { checkReadConfig, RPC_API_VERSION, type RpcMethod, withContext } from '../context.ts'
import { configParam, hashParam, u64Param } from '../params.ts'
import { RPC_ERROR, RpcError } from '../RpcError.ts'

// getVersion's feature-set id: nominal, nothing here gates on it.
const FEATURE_SET_ID = 0

const getSlot: RpcMethod = (params, { chain }) => {
  checkReadConfig(chain, configParam(params[0]))
  return chain.slot()
}

const getBlockHeight: RpcMethod = (params, { chain }) => {
  checkReadConfig(chain, configParam(params[0]))
  return chain.blockHeight()
}

const getEpochInfo: RpcMethod = (params, { chain }) => {
  checkReadConfig(chain, configParam(params[0]))
  const slot = chain.slot()
  return {
    absoluteSlot: slot,
    blockHeight: chain.blockHeight(),
    ...epochOfSlot(slot, chain.svm.getEpochSchedule()),
    transactionCount: chain.transactionCount(),
  }
}

const getEpochSchedule: RpcMethod = (_params, { chain }) => {
  const schedule = chain.svm.getEpochSchedule()
  return {
    firstNormalEpoch: schedule.firstNormalEpoch,
    firstNormalSlot: schedule.firstNormalSlot,
    leaderScheduleSlotOffset: schedule.leaderScheduleSlotOffset,
    slotsPerEpoch: schedule.slotsPerEpoch,
    warmup: schedule.warmup,
  }
}

const getLatestBlockhash: RpcMethod = (params, { chain }) => {
  checkReadConfig(chain, configParam(params[0]))
  return withContext(chain, chain.latestBlockhash())
}

const isBlockhashValid: RpcMethod = (params, { chain }) => {
  const hash = hashParam(params[0])
  checkReadConfig(chain, configParam(params[1]))
  return withContext(chain, chain.isBlockhashValid(hash))
}

const getBlockTime: RpcMethod = (params, { chain }) => {
  const slot = u64Param(params[0], 'slot')
  const time = chain.blockTime(slot)
  if (time === null) {
    throw new RpcError(RPC_ERROR.blockNotAvailable, `Block not available for slot ${slot}`)
  }
  return time
}

const firstSlot: RpcMethod = (_params, { chain }) => chain.slot() - chain.blockHeight()

/** Cluster and clock reads. */
export const clusterMethods: Record<string, RpcMethod> = {
  getSlot,
  getBlockHeight,
  getEpochInfo,
  getEpochSchedule,
  getLatestBlockhash,
  isBlockhashValid,
  getBlockTime,
  getTransactionCount: (params, { chain }) => {
    checkReadConfig(chain, configParam(params[0]))
    return chain.transactionCount()
  },
  getFirstAvailableBlock: firstSlot,
  minimumLedgerSlot: firstSlot,
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': RPC_API_VERSION, 'feature-set': FEATURE_SET_ID }),
  getGenesisHash: () => SOLANA_DEVNET_GENESIS_HASH,
  // The faucet doubles as the node's identity: there is no validator key.
  getIdentity: (_params, { faucet }) => ({ identity: faucet.address }),
  // No fee market on a one-user chain.
  getRecentPrioritizationFees: () => [],
}
