// How deep a parsed JSON value nests, without recursion (a host's data nested thousands deep would
// otherwise overflow the stack of whatever walks it later: rendering, copying, sending). The servers refuse
// JSON deeper than the same limit with 400 (demo/server/jsonDepth.ts, the Laravel host's middleware).
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests deeper than `limit` levels of arrays and objects (a scalar is depth 0). */
export function nestsDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(v as Record<string, unknown>)) stack.push([child, depth + 1]);
  }
  return false;
}
