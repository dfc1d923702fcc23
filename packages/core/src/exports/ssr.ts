/**
 * `@latch/core/ssr`: what a server-rendered site needs — {@link cookieStorage}, which keeps the
 * visitor's connection in cookies, and {@link cookieToInitialState}, which reads it back from a
 * request on the server for `<LatchProvider initialState>`. See docs/ssr.md.
 *
 * @example
 * import { createLatch } from '@latch/core'
 * import { cookieStorage, cookieToInitialState } from '@latch/core/ssr'
 * const latch = createLatch({ projectId, networks, ssr: true, storage: cookieStorage })
 * // on the server:
 * const initialState = cookieToInitialState({}, request.headers.get('cookie'))
 *
 * @module
 */

export {
  type CookieToInitialStateParameters,
  cookieToInitialState,
  type LatchInitialState,
} from '../ssr/cookieToInitialState.ts'
export { cookieStorage } from '../storage/cookieStorage.ts'
