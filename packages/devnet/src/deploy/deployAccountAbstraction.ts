import { createRequire } from 'node:module'
import {
  type Abi,
  concat,
  createTestClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  isAddressEqual,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import {
  DETERMINISTIC_DEPLOYER,
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_ACCOUNT_ABSTRACTION_DEPLOYMENTS,
  DEVNET_ACCOUNT_ABSTRACTION_SENDER,
} from '../constants/accountAbstraction.ts'
import { DevnetDeployError } from '../errors.ts'

/** Above EntryPoint v0.8's creation (~5 M gas with its SenderCreator); anvil skips estimating. */
const DEPLOY_GAS = 10_000_000n

/**
 * Deploys ERC-4337 v0.8 (EntryPoint, SimpleAccountFactory, Simple7702Account) from the published
 * artifacts through the deterministic deployer, so each lands where it is on public chains. A
 * contract already there is left alone.
 *
 * @throws {DevnetDeployError} when the deployer is missing, an artifact can't be read, or a
 * contract does not land at its address.
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
  if (!(await client.getCode({ address: DETERMINISTIC_DEPLOYER }))) {
    throw new DevnetDeployError(
      `No deterministic deployer at ${DETERMINISTIC_DEPLOYER} on ${rpcUrl}.`,
    )
  }
  const sender = DEVNET_ACCOUNT_ABSTRACTION_SENDER
  await client.impersonateAccount({ address: sender })
  await client.setBalance({ address: sender, value: parseEther('10') })
  for (const { key, artifact, salt, args } of DEVNET_ACCOUNT_ABSTRACTION_DEPLOYMENTS) {
    const address = DEVNET_ACCOUNT_ABSTRACTION[key]
    if (await client.getCode({ address })) continue
    const { abi, bytecode } = readArtifact(artifact)
    const initCode = encodeDeployData({
      abi,
      bytecode,
      args: args.map((name) => DEVNET_ACCOUNT_ABSTRACTION[name]),
    } as Parameters<typeof encodeDeployData>[0])
    const landsAt = getContractAddress({
      opcode: 'CREATE2',
      from: DETERMINISTIC_DEPLOYER,
      salt,
      bytecode: initCode,
    })
    if (!isAddressEqual(landsAt, address)) {
      throw new DevnetDeployError(
        `${artifact} would land at ${landsAt}, not at ${address}: not the published v0.8 artifact.`,
      )
    }
    const hash = await client.sendTransaction({
      account: sender,
      chain: null,
      to: DETERMINISTIC_DEPLOYER,
      data: concat([salt, initCode]),
      gas: DEPLOY_GAS,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !(await client.getCode({ address }))) {
      throw new DevnetDeployError(`Deploying ${key} (${artifact}) failed on ${rpcUrl}.`)
    }
  }
  await client.stopImpersonatingAccount({ address: sender })
}

function readArtifact(specifier: string): { abi: Abi; bytecode: Hex } {
  let json: { abi?: Abi; bytecode?: string }
  try {
    json = createRequire(import.meta.url)(specifier)
  } catch (cause) {
    throw new DevnetDeployError(`Cannot read the account-abstraction artifact ${specifier}.`, {
      cause,
    })
  }
  if (!json.abi || !/^0x[0-9a-f]{100,}$/i.test(json.bytecode ?? '')) {
    throw new DevnetDeployError(`The artifact ${specifier} has no ABI or creation code.`)
  }
  return { abi: json.abi, bytecode: json.bytecode as Hex }
}
