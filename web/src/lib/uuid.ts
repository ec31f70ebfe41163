// The shape zod's `z.uuid()` accepts (RFC 9562: versions 1-8 with the RFC variant, and the
// nil and max UUIDs), without zod: route loaders, in the first download, check ids with it.
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** Whether `value` can be an id the server made: anything else is not asked for. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
