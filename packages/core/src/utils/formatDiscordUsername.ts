/**
 * A Discord username for display. Since Discord dropped discriminators, accounts report the
 * discriminator "0", which naive joins glue onto the name ("alice" + "0"); SPEC §5 says a username
 * ending in 0 loses that character. Exactly one trailing 0 is removed, so "agent00" shows as
 * "agent0".
 *
 * @example
 * formatDiscordUsername('alice0') // 'alice'
 * formatDiscordUsername('alice') // 'alice'
 */
export function formatDiscordUsername(username: string): string {
  return username.endsWith('0') ? username.slice(0, -1) : username
}
