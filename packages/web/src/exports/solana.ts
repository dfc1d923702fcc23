/**
 * `@latch/web/solana`: `@latch/solana`'s adapter and `solanaLocal`, prebuilt with the
 * `@solana/kit` parts they use.
 *
 * @module
 */
export * from '@latch/solana'
