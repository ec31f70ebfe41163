// The school's time zone, in which every date and time is shown (lib/format.ts). Undefined
// until a session or the public config names it: the browser's own. A module of its own so
// the landing page can set it without the formatters.
let zone: string | undefined;

export function schoolTimeZone(): string | undefined {
  return zone;
}

export function setSchoolTimeZone(timeZone: string | undefined) {
  zone = timeZone;
}
