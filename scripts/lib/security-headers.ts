/** Headers the edge adds to every answer (pages, assets and API alike). */
export function securityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Origins of remotes served from elsewhere (absolute URLs in remotes.json) that pages may load code from. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    } catch {
      // not a URL: ignore, it cannot be an origin
    }
  }
  return [...origins].sort();
}

/**
 * The pages' Content-Security-Policy: no inline script (remotes.json is inlined as JSON data, which is not
 * executed), code only from this origin and the remotes' origins, no framing. Inline styles stay allowed
 * because Ant Design writes its CSS-in-JS into <style> tags.
 */
export function contentSecurityPolicy(remotes: Record<string, string>): string {
  const extra = remoteOrigins(remotes).join(' ');
  const src = (s: string) => (extra ? `${s} ${extra}` : s);
  return [
    "default-src 'self'",
    `script-src ${src("'self'")}`,
    `style-src ${src("'self' 'unsafe-inline'")}`,
    "img-src 'self' data: blob: https:",
    `font-src ${src("'self'")}`,
    `connect-src ${src("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';
