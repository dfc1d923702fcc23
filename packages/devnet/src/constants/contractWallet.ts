import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
} from 'viem'
import { contractWalletFactoryAbi } from './abis.ts'
import { DEVNET_ACCOUNTS } from './accounts.ts'
import { DEVNET_CONTRACTS } from './contracts.ts'
import { DEVNET_CONTRACT_WALLET_FUNDED_WEI } from './deployments.ts'

/** The devnet's CREATE2 factory of contract wallets (`LatchContractWalletFactory`). */
export const DEVNET_CONTRACT_WALLET_FACTORY: Address = DEVNET_CONTRACTS.contractWalletFactory

/**
 * The wallet code every devnet contract wallet delegates to: the factory's first creation
 * (a contract's nonces start at 1, EIP-161).
 */
export const DEVNET_CONTRACT_WALLET_IMPLEMENTATION: Address = getContractAddress({
  from: DEVNET_CONTRACT_WALLET_FACTORY,
  nonce: 1n,
})

// ERC-1167 minimal proxy creation code around the implementation's address.
const PROXY_PREFIX: Hex = '0x3d602d80600a3d3981f3363d3d373d3d3d363d73'
const PROXY_SUFFIX: Hex = '0x5af43d82803e903d91602b57fd5bf3'

/** A devnet contract wallet (EIP-1271, one EOA owner), deployed or still counterfactual. */
export type DevnetContractWallet = {
  /** Where the factory puts it: the same whether it is deployed yet or not. */
  address: Address
  /** The EOA whose signatures are the wallet's. */
  owner: Address
  salt: bigint
  /** The factory that deploys it (`DEVNET_CONTRACT_WALLET_FACTORY`). */
  factory: Address
  /**
   * The factory call that deploys it (`createAccount(owner, salt)`): with `factory`, what an
   * ERC-6492 signature carries so a verifier can deploy the wallet before asking it.
   */
  factoryData: Hex
}

/** The contract wallet the devnet deploys and funds at start ({@link DEVNET_CONTRACT_WALLET}). */
export type DevnetStartContractWallet = DevnetContractWallet & {
  /** Index of the owner among the dev accounts (`DEVNET_ACCOUNTS`). */
  ownerIndex: number
  /** Wei it holds at start. */
  fundedAmount: bigint
}

export type DevnetContractWalletParameters = {
  owner: Address
  /** Salt 0 of dev account 0 is the wallet deployed at start. @defaultValue `0n` */
  salt?: bigint
}

/**
 * The devnet contract wallet of `owner` for `salt`: its address (computed here, no chain
 * needed) and the factory call that deploys it. Only account 0's wallet with salt 0 exists at
 * start; any other is counterfactual until someone sends `factoryData` to `factory`.
 *
 * @example
 * import { DEVNET_ACCOUNTS, devnetContractWallet } from '@latch/devnet/constants'
 * const wallet = devnetContractWallet({ owner: DEVNET_ACCOUNTS[0].address, salt: 7n })
 * // wallet.address has no code yet; an ERC-6492 signature deploys it while verifying.
 */
export function devnetContractWallet({
  owner,
  salt = 0n,
}: DevnetContractWalletParameters): DevnetContractWallet {
  const checksummed = getAddress(owner)
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: DEVNET_CONTRACT_WALLET_FACTORY,
    salt: keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [checksummed, salt]),
    ),
    bytecode: concat([PROXY_PREFIX, DEVNET_CONTRACT_WALLET_IMPLEMENTATION, PROXY_SUFFIX]),
  })
  const factoryData = encodeFunctionData({
    abi: contractWalletFactoryAbi,
    functionName: 'createAccount',
    args: [checksummed, salt],
  })
  return {
    address,
    owner: checksummed,
    salt,
    factory: DEVNET_CONTRACT_WALLET_FACTORY,
    factoryData,
  }
}

/**
 * The contract wallet the devnet deploys at start: owned by dev account 0 (salt 0), holding
 * 100 ETH, at the same address on both chains. Sign for it with account 0's key; EIP-1271
 * verifiers (viem's `verifyMessage`) accept that signature for this address.
 *
 * @example
 * import { DEVNET_CONTRACT_WALLET } from '@latch/devnet/constants'
 * const valid = await publicClient.verifyMessage({
 *   address: DEVNET_CONTRACT_WALLET.address,
 *   message: 'hello',
 *   signature: await ownerAccount.signMessage({ message: 'hello' }),
 * })
 */
export const DEVNET_CONTRACT_WALLET: DevnetStartContractWallet = {
  ...devnetContractWallet({ owner: DEVNET_ACCOUNTS[0].address }),
  ownerIndex: 0,
  fundedAmount: DEVNET_CONTRACT_WALLET_FUNDED_WEI,
}

/**
 * A wallet of dev account 0 that the devnet does NOT deploy (salt 1): the ERC-6492 case. Its
 * owner's signature is valid once wrapped with `factory` and `factoryData` (viem's
 * `serializeErc6492Signature`); verifiers simulate the deployment and then ask it.
 */
export const DEVNET_COUNTERFACTUAL_CONTRACT_WALLET: DevnetContractWallet = devnetContractWallet({
  owner: DEVNET_ACCOUNTS[0].address,
  salt: 1n,
})
