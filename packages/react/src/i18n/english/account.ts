import {
  accountActionsMessages,
  accountMessages,
  accountTabsMessages,
  activityMessages,
  activityTypesMessages,
  disconnectMenuMessages,
} from '../../views/Account/messages.ts'
import { networksMessages } from '../../views/Networks/messages.ts'
import { profileWalletsMessages } from '../../views/ProfileWallets/messages.ts'
import { switchActiveChainMessages } from '../../views/SwitchActiveChain/messages.ts'
import { switchNetworkMessages } from '../../views/SwitchNetwork/messages.ts'
import { unsupportedChainMessages } from '../../views/UnsupportedChain/messages.ts'
import { receiveMessages } from '../../views/WalletReceive/messages.ts'

// The English texts of the account group's namespaces, for types and tests only: the views import
// their own `messages.ts` (so English loads with the view), never this file.
export const accountEnglish = {
  account: accountMessages,
  accountActions: accountActionsMessages,
  accountTabs: accountTabsMessages,
  activity: activityMessages,
  activityTypes: activityTypesMessages,
  disconnectMenu: disconnectMenuMessages,
  networks: networksMessages,
  unsupportedChain: unsupportedChainMessages,
  switchNetwork: switchNetworkMessages,
  switchActiveChain: switchActiveChainMessages,
  profileWallets: profileWalletsMessages,
  receive: receiveMessages,
} as const
