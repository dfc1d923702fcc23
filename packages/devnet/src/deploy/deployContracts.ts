import {
  createTestClient,
  encodeDeployData,
  type Hash,
  http,
  isAddressEqual,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import type { CompiledContracts } from '../compile/compileContracts.ts'
import { DEVNET_DEPLOYER } from '../constants/accounts.ts'
import { DEVNET_CONTRACTS, MULTICALL3_ADDRESS } from '../constants/contracts.ts'
import { DEVNET_DEPLOYMENTS } from '../constants/deployments.ts'
import { DEVNET_NAME_REGISTRAR } from '../constants/names.ts'
import { DevnetDeployError } from '../errors.ts'

/**
 * Puts Multicall3 at its canonical address and creates every entry of DEVNET_DEPLOYMENTS, in
 * order, from the deployer (account 9, unlocked by anvil), on a fresh chain; funds the name
 * registry's registrar (DEVNET_NAME_REGISTRAR).
 *
 * @throws {DevnetDeployError} when the chain is not fresh or a contract lands elsewhere.
 */
export async function deployContracts(rpcUrl: string, compiled: CompiledContracts): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)

  const multicall3 = requireContract(compiled, 'Multicall3')
  // Only runtime code is installed: the constructor never runs (Multicall3 needs none).
  await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3.deployedBytecode })

  const nonce = await client.getTransactionCount({ address: DEVNET_DEPLOYER.address })
  if (nonce !== 0) {
    throw new DevnetDeployError(
      `The deployer ${DEVNET_DEPLOYER.address} has nonce ${nonce} on ${rpcUrl}; the devnet ` +
        'deploys only to a fresh chain, where it is 0, so that addresses stay the same.',
    )
  }

  // anvil mines each transaction as it arrives, so sending them one by one with explicit
  // nonces keeps the order, and every receipt exists right after.
  const hashes: Hash[] = []
  for (const [index, deployment] of DEVNET_DEPLOYMENTS.entries()) {
    const { abi, bytecode } = requireContract(compiled, deployment.contract)
    const data = encodeDeployData({ abi, bytecode, args: deployment.args })
    hashes.push(
      await client.sendTransaction({
        account: DEVNET_DEPLOYER.address,
        chain: null,
        data,
        nonce: index,
        value: 'value' in deployment ? deployment.value : undefined,
      }),
    )
  }

  for (const [index, hash] of hashes.entries()) {
    const deployment = DEVNET_DEPLOYMENTS[index]!
    const expected = DEVNET_CONTRACTS[deployment.key]
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new DevnetDeployError(
        `Deploying ${deployment.key} (${deployment.contract}) reverted on ${rpcUrl}.`,
      )
    }
    if (!isAddressEqual(receipt.contractAddress, expected)) {
      throw new DevnetDeployError(
        `${deployment.key} was deployed at ${receipt.contractAddress}, expected ${expected}.`,
      )
    }
  }
  // The name registry's registrar pays for `registerFor` (a balance moves no nonce).
  await client.setBalance({ address: DEVNET_NAME_REGISTRAR.address, value: parseEther('1000') })
}

function requireContract(compiled: CompiledContracts, name: string) {
  const contract = compiled[name]
  if (!contract)
    throw new DevnetDeployError(`No compiled contract named ${name} in contracts/*.sol.`)
  return contract
}
