/**
 * `@latch/web/evm`: `@latch/evm`'s adapter, prebuilt with the viem parts it uses.
 *
 * @module
 */
export * from '@latch/evm'
