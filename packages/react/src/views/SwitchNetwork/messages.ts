import type { Messages } from '../../i18n/types.ts'

/** SwitchNetwork (namespace `switchNetwork`). `{network}`: a network's name. */
export const switchNetworkMessages = {
  approve: 'Approve in wallet',
  accept: 'Accept the request in your wallet to switch to {network}.',
  declined: 'You declined the request in your wallet.',
  notSwitched: 'Your wallet didn’t switch to {network}.',
  notSwitchedUnknown: 'Your wallet didn’t switch to the network.',
} as const satisfies Messages
