export { ConnectButton, type ConnectButtonProps } from '../ConnectButton/ConnectButton.tsx'
export { MissingProviderError } from '../errors/MissingProviderError.ts'
export { type UseLatchParameters, type UseLatchReturnType, useLatch } from '../hooks/useLatch.ts'
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
export { LatchProvider, type LatchProviderProps } from '../LatchProvider/LatchProvider.tsx'
export { LatchModal, type LatchModalProps } from '../Modal/LatchModal.tsx'
export { type ResolvedThemeMode, resolveThemeMode } from '../theme/colorScheme.ts'
export { shallowEqual } from '../utils/shallowEqual.ts'
export { VIEW_TITLES } from '../views/titles.ts'
export type { ViewProps } from '../views/types.ts'
