import { farcasterMessages } from '../../views/ConnectingFarcaster/messages.ts'
import {
  emailCodeMessages,
  emailDeviceMessages,
  emailFormMessages,
} from '../../views/EmailLogin/messages.ts'
import {
  registerNameMessages,
  registerNameSuccessMessages,
} from '../../views/RegisterAccountName/messages.ts'
import { siwxMessages } from '../../views/SIWXSignMessage/messages.ts'
import { socialLoginMessages } from '../../views/SocialLogin/messages.ts'
import { updateEmailMessages } from '../../views/UpdateEmailWallet/messages.ts'
import { errorsMessages } from '../errors/messages.ts'

// The English texts of the identity group's namespaces, for types and tests only: the views import
// their own `messages.ts` (so English loads with the view), never this file.
export const identityEnglish = {
  errors: errorsMessages,
  emailForm: emailFormMessages,
  emailCode: emailCodeMessages,
  emailDevice: emailDeviceMessages,
  updateEmail: updateEmailMessages,
  socialLogin: socialLoginMessages,
  farcaster: farcasterMessages,
  siwx: siwxMessages,
  registerName: registerNameMessages,
  registerNameSuccess: registerNameSuccessMessages,
} as const
