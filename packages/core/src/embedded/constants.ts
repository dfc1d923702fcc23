/** The embedded wallet's connector id and type (SPEC §3: the AUTH connector). */
export const EMBEDDED_CONNECTOR_ID = 'AUTH'

/** SPEC §5: another email only 30 s after the last one. */
export const EMAIL_THROTTLE_MS = 30_000

/** SPEC §9: login requests (email, device, otp) and RPC requests wait this long for the frame. */
export const EMBEDDED_REQUEST_TIMEOUT_MS = 120_000

/** SPEC §9 email-change polling: GET_USER this often until the new email shows. */
export const EMAIL_CHANGE_POLL_MS = 1_000
/** How many polls before the change is given up as not confirmed (a minute). */
export const EMAIL_CHANGE_POLLS = 60

/** SPEC §9: sign-out waits up to this long for the frame. */
export const EMBEDDED_SIGN_OUT_WAIT_MS = 3_000

/** SPEC §9 error message delay: 'Action not allowed' shows this long after the modal opens. */
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300

/** The frame protocol version the host speaks (the frame's `version` parameter). */
export const EMBEDDED_FRAME_VERSION = '1'

/** 'Action not allowed': how ApproveTransaction shows a refused method (SPEC §8). */
export const ACTION_NOT_ALLOWED_MESSAGE = 'Action not allowed'

/**
 * SPEC §3 Embedded login storage keys, under the client's storage prefix
 * (`@latch/embedded_email` …).
 */
export const EMBEDDED_STORAGE_KEYS = {
  email: 'embedded_email',
  emailLoginUsed: 'embedded_email_login_used',
  lastEmailLoginTime: 'embedded_last_email_login_time',
  lastUsedChain: 'embedded_last_used_chain',
  socialUsername: 'embedded_social_username',
  /** Comma list of CAIP-2 ids where the embedded wallet's smart account works. */
  smartAccountNetworks: 'embedded_smart_account_enabled_networks',
} as const

/** SPEC §9: the social login popup's size, in CSS pixels. */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
/** SPEC §9: how often the popup is checked for having been closed. */
export const SOCIAL_POPUP_POLL_MS = 1_000
/** The message the popup's callback page posts to the opener (p10-contract). */
export const SOCIAL_RESULT_MESSAGE_TYPE = 'latch:social-result'
