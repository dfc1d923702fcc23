import type { DirectoryWallet } from './types.ts'

/** The development test wallet (@latch/test-wallet), listed in every directory. */
export const LATCH_TEST_WALLET: DirectoryWallet = {
  id: 'latch-test-wallet',
  name: 'Latch Test Wallet',
  homepage: null,
  rdns: 'dev.latch.testwallet',
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chains: ['eip155:31337', 'eip155:31338'],
  evm_any_chain: true,
  badge_type: 'none',
  recommended: false,
}
