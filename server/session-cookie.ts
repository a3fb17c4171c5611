/**
 * The session cookie's name. Over https it takes the `__Host-` prefix, which browsers accept only
 * from a secure origin, for path `/` and with no domain: no other subdomain can set or shadow it.
 */
export function sessionCookieName(appUrl: string): string {
  return appUrl.startsWith('https://') ? '__Host-session' : 'session';
}
