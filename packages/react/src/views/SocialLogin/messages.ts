import type { Messages } from '../../i18n/types.ts'

/** Connect's social buttons (namespace `socialLogin`). `{provider}`: Google, GitHub, X … */
export const socialLoginMessages = {
  group: 'Social login',
  continueWith: 'Continue with {provider}',
} as const satisfies Messages
