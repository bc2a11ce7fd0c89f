// Security headers on every answer (issue 10). Scripts come only from the site itself (no inline script,
// no eval), pages are framed only by the site, objects and foreign <base> are refused, forms post to the
// site only. No style-src: the widgets' constructable stylesheets (adoptedStyleSheets) and the host pages'
// <style> are left alone. JSON answers (contact lists carry e-mails) are never stored by a cache.
import type { NextFunction, Request, Response } from 'express';

export const CONTENT_SECURITY_POLICY =
  "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  });
  // At the moment the headers go out (as the on-headers package does), whichever way the JSON was sent.
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (/[/+]json\b/i.test(String(res.getHeader('content-type') ?? ''))) res.setHeader('Cache-Control', 'no-store');
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  next();
}
