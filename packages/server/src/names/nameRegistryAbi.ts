import { parseAbi } from 'viem'

/**
 * The views of a name registry contract the server reads (the Latch devnet's `NameRegistry`):
 * forward (`resolve`) and reverse (`nameOf`) records, the avatar text record and the times a
 * name was registered and last changed (unix seconds). A chain's `nameRegistry` config address
 * must answer these.
 */
export const nameRegistryAbi = parseAbi([
  'function resolve(string name) view returns (address)',
  'function nameOf(address owner) view returns (string)',
  'function avatarOf(address owner) view returns (string)',
  'function registeredAt(address owner) view returns (uint256)',
  'function updatedAt(address owner) view returns (uint256)',
])
