import { type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/** The Farcaster relay stand-in's default port (`latch-devnet --farcaster-port`). */
export const FARCASTER_PORT = 8794

/** The chain of Farcaster's ID registry (OP Mainnet): the `Chain ID` of every SIWF message. */
export const FARCASTER_CHAIN_ID = 10

/** The statement of a Sign In With Farcaster message. */
export const FARCASTER_STATEMENT = 'Farcaster Auth'

/** A test Farcaster account of the stand-in's registry. */
export type FarcasterTestUser = {
  fid: number
  username: string
  displayName: string
  /**
   * The custody key. Public test keys (derived from a fixed text, like anvil's): never hold
   * anything of value with them.
   */
  custodyKey: Hex
  custodyAddress: `0x${string}`
}

function testUser(fid: number, username: string, displayName: string): FarcasterTestUser {
  const custodyKey = keccak256(stringToHex(`latch-devnet farcaster custody ${fid}`))
  return { fid, username, displayName, custodyKey, custodyAddress: privateKeyToAddress(custodyKey) }
}

/**
 * The stand-in registry's accounts (FID → custody address, username, picture): the people of the
 * local identity provider, with Farcaster ids of their own.
 */
export const FARCASTER_TEST_USERS: readonly FarcasterTestUser[] = [
  testUser(3001, 'ada', 'Ada Lovelace'),
  testUser(3002, 'grace', 'Grace Hopper'),
  testUser(3003, 'alan', 'Alan Turing'),
]
