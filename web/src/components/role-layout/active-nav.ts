interface Matchable {
  to: string;
  also?: string[];
}

function covers(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The item to highlight for a path: the one whose own path or extra prefix covers it most
 * specifically, so /activities/create lights "Create Activity", not "Activities".
 */
export function activeNavItem<T extends Matchable>(items: T[], pathname: string): T | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { item: T; length: number } | undefined;
  for (const item of items) {
    for (const prefix of [item.to, ...(item.also ?? [])]) {
      if (covers(prefix, path) && (!best || prefix.length > best.length)) {
        best = { item, length: prefix.length };
      }
    }
  }
  return best?.item;
}
