import type { LatchClient, OpenParameters } from '@latch/core'
import { getOpeningView } from '@latch/core/internal'
import { loadCatalogue } from '../i18n/loadCatalogue.ts'
import { whenIdle } from '../utils/whenIdle.ts'
import { EmailForm, SocialButtons } from '../views/lazyViews.ts'
import { preloadView } from '../views/preloadView.ts'

/**
 * Starts loading the code the modal needs to open with `parameters` — the view SPEC §2's
 * opening rules pick now — so the click that follows waits for no download. The Latch buttons
 * call it on pointer-enter and on focus.
 */
export function preloadOpen(client: LatchClient, parameters?: OpenParameters): void {
  const { view } = getOpeningView(client, parameters)
  preloadView(view)
  // The language's texts, so the modal opens in it rather than in English first.
  void loadCatalogue(client.getState().locale)
  // Connect's email field and social buttons, on sites with an embedded wallet (the only ones
  // that show them).
  if (view === 'Connect' && client.options.embeddedWallet) {
    EmailForm.load().catch(() => {})
    SocialButtons.load().catch(() => {})
  }
}

/**
 * Loads what the modal's first opening needs once the page has loaded and is idle: the code
 * arrives after the page, never before the button. A visitor who asked to save data
 * (`navigator.connection.saveData`) gets no idle preload; the buttons still preload on
 * pointer-enter and focus.
 */
export function preloadWhenIdle(client: LatchClient): void {
  const { connection } = navigator as { connection?: { saveData?: boolean } }
  if (!connection?.saveData) whenIdle(() => preloadOpen(client))
}
