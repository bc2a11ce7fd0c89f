// Conditional answers (RFC 9110 §13.1.2): does an If-None-Match header name the current entity tag?
// Weak comparison, as the RFC asks for If-None-Match; '*' is not honoured (the widgets never send it, and
// on a POST it would call for 412, not 304), so it just gets the full answer.

/** True when `header` lists `etag` (with or without W/). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => bare(tag) === wanted);
}
