import { formatDiscordUsername } from './formatDiscordUsername.ts'
import type { Social } from './socials.ts'

/**
 * A social login's username for display: as the provider gave it, except Discord's, which loses
 * a trailing 0 (SPEC §5).
 *
 * @example
 * formatSocialUsername('discord', 'ada0') // 'ada'
 * formatSocialUsername('github', 'ada0') // 'ada0'
 */
export function formatSocialUsername(provider: Social | undefined, username: string): string {
  return provider === 'discord' ? formatDiscordUsername(username) : username
}
