/**
 * The chunks the first screen of an address renders, started while the entry still waits for the runtime config,
 * the stylesheets and the session: otherwise each is requested only when React first renders its `lazy()` element
 * (the landing page after the config; the console's layout after that, and its home after the session's calls),
 * one round trip after another on a phone's network. The specifiers are the `lazy()` ones, so the router's
 * elements resolve to the modules already loading.
 */
export function preloadFirstView(pathname: string): void {
  const load = (chunk: Promise<unknown>) => void chunk.catch(() => undefined);
  if (pathname === '/console' || pathname.startsWith('/console/')) {
    load(import('../components/console-layout.js'));
    // Amplify's client, else first asked for once the config has come (`configureAmplify`): the session's first call
    // waits on it for the token, one request later on a phone's network.
    load(import('../auth/amplify-client.js'));
    if (pathname === '/console' || pathname === '/console/') load(import('../features/portal/pages/home/home-page.js'));
  } else if (/^\/[^/]*$/.test(pathname)) {
    // `/` and a tenant's `/:domain`: the landing page.
    load(import('../features/portal/pages/landing/landing-page.js'));
  }
}

/**
 * The first screen's own first call, started as soon as the session knows the user and the current enterprise
 * (`loadSessionContext`'s `onEnterprise`), beside the session's last round trips: the console home's personal card,
 * whose avatar is its largest paint on a phone.
 */
export function preloadFirstViewData(pathname: string, userId: string, enterpriseId: string | undefined): void {
  // The module is the home's own (its chunk already loading, `preloadFirstView`), kept out of the entry.
  if (pathname === '/console' || pathname === '/console/')
    void import('../features/portal/pages/home/person-info.js')
      .then((module) => module.startPersonInfo(userId, enterpriseId))
      .catch(() => undefined);
}

/**
 * Takes away the pre-rendered landing frame `/` is served with (web/scripts/write-landing.ts), which lies over the
 * root until the landing page has rendered the same view beneath it; also when the console could not start.
 */
export function removeLandingFrame(): void {
  document.getElementById('landing-frame')?.remove();
}
