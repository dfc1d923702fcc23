export { AccountButton, type AccountButtonProps } from '../AccountButton/AccountButton.tsx'
export { ConnectButton, type ConnectButtonProps } from '../ConnectButton/ConnectButton.tsx'
export { MissingProviderError } from '../errors/MissingProviderError.ts'
export {
  type UseDisconnectParameters,
  type UseDisconnectReturnType,
  useDisconnect,
} from '../hooks/useDisconnect.ts'
export { type UseLatchParameters, type UseLatchReturnType, useLatch } from '../hooks/useLatch.ts'
export {
  type UseLatchAccountParameters,
  type UseLatchAccountReturnType,
  useLatchAccount,
} from '../hooks/useLatchAccount.ts'
export {
  type UseLatchEventsParameters,
  type UseLatchEventsReturnType,
  useLatchEvents,
} from '../hooks/useLatchEvents.ts'
export {
  type UseLatchNetworkParameters,
  type UseLatchNetworkReturnType,
  useLatchNetwork,
} from '../hooks/useLatchNetwork.ts'
export {
  type UseLatchProviderParameters,
  type UseLatchProviderReturnType,
  useLatchProvider,
} from '../hooks/useLatchProvider.ts'
export {
  type UseLatchStateParameters,
  type UseLatchStateReturnType,
  useLatchState,
} from '../hooks/useLatchState.ts'
export {
  type UseLatchStoreParameters,
  type UseLatchStoreReturnType,
  useLatchStore,
} from '../hooks/useLatchStore.ts'
export {
  type UseLatchThemeParameters,
  type UseLatchThemeReturnType,
  useLatchTheme,
} from '../hooks/useLatchTheme.ts'
export {
  type UseWalletInfoParameters,
  type UseWalletInfoReturnType,
  useWalletInfo,
} from '../hooks/useWalletInfo.ts'
export { useLatchLocale } from '../i18n/useMessages.ts'
export { LatchProvider, type LatchProviderProps } from '../LatchProvider/LatchProvider.tsx'
export { LatchModal, type LatchModalProps } from '../Modal/LatchModal.tsx'
export { NetworkButton, type NetworkButtonProps } from '../NetworkButton/NetworkButton.tsx'
export { type ResolvedThemeMode, resolveThemeMode } from '../theme/colorScheme.ts'
export { shallowEqual } from '../utils/shallowEqual.ts'
export { VIEW_TITLES } from '../views/titles.ts'
export type { ViewProps } from '../views/types.ts'
