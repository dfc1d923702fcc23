/**
 * Test helper: records every URL the page asks for — fetch, XHR, WebSocket, sendBeacon, elements
 * with a src/href (iframes, scripts, images) and the browser's resource timing — until `stop()`.
 */
export function recordRequests() {
  const urls: string[] = []
  const add = (url: unknown) => {
    if (url !== undefined && url !== null && String(url))
      urls.push(new URL(String(url), location.href).href)
  }
  const originalFetch = window.fetch
  window.fetch = (input, init) => {
    add(input instanceof Request ? input.url : input)
    return originalFetch(input, init)
  }
  const originalOpen = XMLHttpRequest.prototype.open
  XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, ...args: unknown[]) {
    add(args[1])
    return (originalOpen as (...a: unknown[]) => void).apply(this, args)
  } as typeof originalOpen
  const OriginalWebSocket = window.WebSocket
  window.WebSocket = new Proxy(OriginalWebSocket, {
    construct(target, args: [string | URL, (string | string[])?]) {
      add(args[0])
      return new target(...args)
    },
  })
  const originalBeacon = navigator.sendBeacon?.bind(navigator)
  if (originalBeacon) {
    navigator.sendBeacon = (url, data) => {
      add(url)
      return originalBeacon(url, data)
    }
  }
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLElement) {
          add(node.getAttribute('src') ?? node.getAttribute('href') ?? undefined)
          if (node instanceof HTMLIFrameElement) urls.push(`iframe:${node.src}`)
        }
      }
    }
  })
  observer.observe(document, { childList: true, subtree: true })
  const since = performance.now()
  return {
    urls,
    stop() {
      window.fetch = originalFetch
      XMLHttpRequest.prototype.open = originalOpen
      window.WebSocket = OriginalWebSocket
      if (originalBeacon) navigator.sendBeacon = originalBeacon
      observer.disconnect()
      for (const entry of performance.getEntriesByType('resource')) {
        if (entry.startTime >= since) add(entry.name)
      }
      return urls
    },
  }
}
