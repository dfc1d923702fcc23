/** The longest email shown whole (SPEC §5 Display). */
export const EMAIL_NAME_MAX_LENGTH = 30

/**
 * An email address for display where space is short (the account button, the profile header).
 * SPEC §5 says "Email names longer than 30 characters are cut to the email minus 3 characters plus
 * an ellipsis". We read "minus 3" against the 30-character limit, the room a three-dot ellipsis
 * takes: the cut keeps the first 27 characters. Read against the email's own length it would not
 * limit anything (a 60-character email would show 57). We add the single '…' used everywhere
 * else, so a cut email is 28 characters. Counts code points, so no emoji is split in half.
 *
 * @example
 * formatEmailName('ada@example.com') // 'ada@example.com'
 * formatEmailName('ada.lovelace.analytical@engines.example') // 'ada.lovelace.analytical@eng…'
 */
export function formatEmailName(email: string): string {
  const characters = Array.from(email)
  if (characters.length <= EMAIL_NAME_MAX_LENGTH) return email
  return `${characters.slice(0, EMAIL_NAME_MAX_LENGTH - 3).join('')}…`
}
