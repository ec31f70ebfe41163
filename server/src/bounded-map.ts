/**
 * Sets `key` as the newest entry of a Map kept in order of use (a Map iterates in insertion
 * order), and drops the oldest once there are more than `max`: a node's small caches.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
