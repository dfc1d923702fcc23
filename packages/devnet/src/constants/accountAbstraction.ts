import type { Address, Hex } from 'viem'

/**
 * The deterministic deployment proxy anvil predeploys (and every public chain has): a call with
 * `salt ++ initCode` creates the contract at CREATE2(this, salt, initCode).
 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** The account-abstraction contracts the devnet deploys, by key. */
export type DevnetAccountAbstractionKey =
  | 'entryPoint'
  | 'simpleAccountFactory'
  | 'simple7702Account'

/**
 * ERC-4337 v0.8 on the devnet, at the addresses they have on every public chain: eth-infinitism's
 * published `@account-abstraction/contracts@0.8.0` artifacts (never recompiled) through
 * DETERMINISTIC_DEPLOYER with the salts their release used. `entryPoint` v0.8;
 * `simpleAccountFactory` makes SimpleAccounts for it; `simple7702Account` is the implementation
 * an EOA delegates to with EIP-7702.
 */
export const DEVNET_ACCOUNT_ABSTRACTION: Readonly<Record<DevnetAccountAbstractionKey, Address>> = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
}

/** How each is deployed, in order (the factory's constructor takes the EntryPoint). */
export const DEVNET_ACCOUNT_ABSTRACTION_DEPLOYMENTS: readonly {
  key: DevnetAccountAbstractionKey
  artifact: string
  salt: Hex
  /** Constructor arguments, by key of an earlier deployment. */
  args: readonly DevnetAccountAbstractionKey[]
}[] = [
  {
    key: 'entryPoint',
    artifact: '@account-abstraction/contracts/artifacts/EntryPoint.json',
    salt: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
    args: [],
  },
  {
    key: 'simpleAccountFactory',
    artifact: '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json',
    salt: `0x${'00'.repeat(32)}`,
    args: ['entryPoint'],
  },
  {
    key: 'simple7702Account',
    artifact: '@account-abstraction/contracts/artifacts/Simple7702Account.json',
    salt: `0x${'00'.repeat(32)}`,
    args: [],
  },
]

/**
 * Who sends the deployments (impersonated and funded by the devnet): an address of its own, so no
 * development account's nonce moves (the other devnet addresses depend on those).
 */
export const DEVNET_ACCOUNT_ABSTRACTION_SENDER: Address =
  '0x000000000000000000000000000000000000AA00'
