import { LatchError } from '@latch/core'

/** A Latch hook or component was rendered outside `<LatchProvider>`. */
export class MissingProviderError extends LatchError {
  override name = 'MissingProviderError'
  constructor(component: string) {
    super(`${component} must be rendered inside <LatchProvider latch={client}>`)
  }
}
