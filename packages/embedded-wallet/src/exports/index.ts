// The host side of the embedded wallet: `embeddedWallet()` for `createLatch`. Filled in by P9.
export {}
