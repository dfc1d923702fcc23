import type { Messages } from '../../i18n/types.ts'

/** The Unavailable panel's English texts (namespace `unavailable`). `{view}`: the view's name. */
export const unavailableMessages = {
  title: 'This view is not available in this build',
  text: 'The {view} view isn’t included yet.',
  back: 'Go back',
} as const satisfies Messages
