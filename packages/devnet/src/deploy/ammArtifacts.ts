import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import { DEVNET_AMM_DEPLOYMENTS, type DevnetAmmContractKey } from '../constants/amm.ts'
import { DevnetDeployError } from '../errors.ts'

/** A published build artifact: what `@uniswap/v2-*` ship in `build/*.json`. */
export type AmmArtifact = { abi: Abi; bytecode: Hex }

let cached: Record<DevnetAmmContractKey, AmmArtifact> | undefined

/**
 * The Uniswap V2 artifacts the devnet deploys, read from `node_modules` at run time (once per
 * process). Never recompiled: Router02 finds pairs by the init-code hash of the published pair.
 *
 * @throws {DevnetDeployError} when a package is missing or its artifact has no creation code.
 */
export function loadAmmArtifacts(): Record<DevnetAmmContractKey, AmmArtifact> {
  cached ??= Object.fromEntries(
    DEVNET_AMM_DEPLOYMENTS.map(({ key, artifact }) => [key, readArtifact(artifact)]),
  ) as Record<DevnetAmmContractKey, AmmArtifact>
  return cached
}

function readArtifact(specifier: string): AmmArtifact {
  let json: { abi?: Abi; bytecode?: string }
  try {
    json = createRequire(import.meta.url)(specifier)
  } catch (cause) {
    throw new DevnetDeployError(`Cannot read the AMM artifact ${specifier}.`, { cause })
  }
  const bytecode = json.bytecode?.startsWith('0x') ? json.bytecode : `0x${json.bytecode ?? ''}`
  if (!json.abi || !/^0x[0-9a-f]{100,}$/i.test(bytecode)) {
    throw new DevnetDeployError(`The AMM artifact ${specifier} has no ABI or creation code.`)
  }
  return { abi: json.abi, bytecode: bytecode as Hex }
}
