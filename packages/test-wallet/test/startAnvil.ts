// One throwaway-anvil helper for every package's tests: the devnet's.
export { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
