/**
 * Origins that may embed the wallet frame and pass the origin check with no configuration
 * (SPEC §6 Default allowed ancestors): local development, and the preview and tunnel hosts people
 * use to show a branch or a laptop to someone else. A site's own origins come from its project's
 * allow list; these only spare the first run. Every entry lets anyone on that service in, so the
 * list stays short and https-only for public hosts.
 */
export const DEFAULT_ALLOWED_ANCESTORS = [
  // Local development on any port. `*.localhost` resolves to loopback (RFC 6761).
  'http://localhost:*',
  'https://localhost:*',
  'http://*.localhost:*',
  'https://*.localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'http://[::1]:*',
  'https://[::1]:*',
  // Preview deployments.
  'https://*.vercel.app',
  'https://*.netlify.app',
  'https://*.pages.dev',
  // Tunnels to a local server.
  'https://*.ngrok-free.app',
  'https://*.ngrok.app',
  'https://*.ngrok.io',
  'https://*.trycloudflare.com',
  'https://*.loca.lt',
] as const
