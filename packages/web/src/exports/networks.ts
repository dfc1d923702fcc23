/**
 * `@latch/web/networks`: `@latch/core/networks` (the networks Latch knows, `defineNetwork`).
 *
 * @module
 */
export * from '@latch/core/networks'
