import { buttonMessages } from '../../ConnectButton/messages.ts'
import { alertMessages } from '../../Modal/alertMessages.ts'
import { modalMessages } from '../../Modal/messages.ts'
import { toastMessages } from '../../Modal/toastMessages.ts'
import { allWalletsMessages } from '../../views/AllWallets/messages.ts'
import { connectMessages, legalMessages } from '../../views/Connect/messages.ts'
import { connectingMessages } from '../../views/ConnectingExternal/messages.ts'
import { walletConnectMessages } from '../../views/ConnectingWalletConnect/messages.ts'
import { disconnectMessages } from '../../views/shared/messages.ts'
import { CARD_TITLES, VIEW_TITLES } from '../../views/titles.ts'
import { unavailableMessages } from '../../views/Unavailable/messages.ts'

// The English texts of the connect group's namespaces, for types and tests only: the views import
// their own `messages.ts` (so English loads with the view), never this file.
export const connectEnglish = {
  buttons: buttonMessages,
  modal: modalMessages,
  // The header's titles: VIEW_TITLES by view, the frame's cards by card (Header.tsx).
  titles: { ...VIEW_TITLES, ...CARD_TITLES },
  // SPEC §8 alerts by id (AlertBanner.tsx) and the toasts by key (Toast.tsx): their English is
  // core's, carried by the alert and the toast.
  alerts: alertMessages,
  toast: toastMessages,
  connect: connectMessages,
  legal: legalMessages,
  allWallets: allWalletsMessages,
  connecting: connectingMessages,
  walletConnect: walletConnectMessages,
  unavailable: unavailableMessages,
  disconnect: disconnectMessages,
} as const
