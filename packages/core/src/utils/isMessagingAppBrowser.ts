/**
 * User-agent tokens that messaging (and chat-heavy social) apps add to their embedded browsers.
 * Each one is anchored so ordinary agents cannot match by accident (`Line/` must not match
 * "Linux").
 */
const MESSAGING_APP_TOKENS: readonly RegExp[] = [
  /\bTelegram\b/, // Telegram-Android/…, Telegram web apps
  /\bWhatsApp\b/,
  /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFBIOS\b/, // Facebook and Messenger (FBAN/MessengerForiOS)
  /\bInstagram\b/,
  / Line\//, // LINE
  /\bMicroMessenger\//, // WeChat
  /\bSnapchat\b/,
  /\bdiscord\/\d/i, // Discord desktop (Electron) and mobile
  /\bKAKAOTALK\b/i,
  /\bViber\b/,
]

/**
 * Whether the page runs inside a messaging app's embedded browser, where some OAuth providers
 * refuse or break logins (SPEC §5 Embedded browsers of a messaging app).
 *
 * @example
 * isMessagingAppBrowser(navigator.userAgent)
 */
export function isMessagingAppBrowser(userAgent: string): boolean {
  return MESSAGING_APP_TOKENS.some((token) => token.test(userAgent))
}
