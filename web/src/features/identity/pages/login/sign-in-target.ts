/**
 * Where to go after signing in: the `service` parameter the central-login
 * redirect carries (spec doc 1 §8), else the page that sent the user here,
 * else the console. Only same-origin paths are followed, never another site.
 */
export function signInTarget(search: string, from: string | undefined): string {
  const service = new URLSearchParams(search).get('service') ?? from;
  return service && service.startsWith('/') && !service.startsWith('//') ? service : '/console';
}
