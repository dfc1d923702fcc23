export type IdpLoginParameters = {
  /** The provider's authorization URL (what the Latch server's `/social/start` answers as `uri`). */
  authorizeUrl: string
  /** A test user's key: `'ada'`, `'grace'` or `'alan'`. @defaultValue `'ada'` */
  user?: string
  /** The consent step's answer. @defaultValue `'allow'` */
  decision?: 'allow' | 'deny'
  /** The browser's cookies for the provider, kept across calls. @defaultValue a new jar */
  cookies?: Map<string, string>
}

/**
 * Goes through the local identity provider's pages as a visitor would, with `fetch` and a cookie
 * jar: the login page (picks `user`), the consent page (`decision`), and returns the URL the
 * provider finally redirects to, outside its own origin (the redirect URI with `code` and
 * `state`, or `error=access_denied`). Throws when a page is not the one expected.
 *
 * @example
 * const { uri } = await startSocial('github')
 * const resultUri = await idpLogin({ authorizeUrl: uri, user: 'grace' })
 */
export async function idpLogin({
  authorizeUrl,
  user = 'ada',
  decision = 'allow',
  cookies = new Map<string, string>(),
}: IdpLoginParameters): Promise<string> {
  const origin = new URL(authorizeUrl).origin
  let url = authorizeUrl
  let form: { action: string; body: string } | undefined
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: form.body }),
    })
    form = undefined
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const value = pair.slice(at + 1)
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(pair.slice(0, at))
      else cookies.set(pair.slice(0, at), value)
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      url = new URL(location, url).href
      if (new URL(url).origin !== origin) return url
      continue
    }
    const html = await response.text()
    if (response.status !== 200) {
      throw new Error(`the identity provider answered ${response.status}: ${html.slice(0, 500)}`)
    }
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no form on the identity provider's page: ${html.slice(0, 500)}`)
    // oidc-provider's own self-submitting forms (ending the earlier user's session when another
    // one logs in) carry hidden inputs; our login and consent pages carry buttons.
    const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)]
    const body =
      hidden.length > 0
        ? new URLSearchParams(hidden.map(([, name, value]) => [name ?? '', unescapeHtml(value)]))
        : action.endsWith('/login')
          ? new URLSearchParams({ user })
          : new URLSearchParams({ decision })
    form = { action, body: body.toString() }
    url = new URL(unescapeHtml(action), url).href
  }
  throw new Error('the identity provider redirected more than 20 times')
}

function unescapeHtml(text = ''): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '',
  )
}
