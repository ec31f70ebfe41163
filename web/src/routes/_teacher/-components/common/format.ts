const DAY_MS = 86_400_000;

/** Student Activity: '25 min' below an hour, else hours to one decimal ('1.5 hrs'). */
export function chatTimeLabel(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '0 min';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
}

/** A week-over-week change: '+12%', '-4%', '0%', or '—' when last week had nothing. */
export function trendLabel(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return '—';
  const rounded = Math.round(percent);
  return rounded > 0 ? `+${rounded}%` : `${rounded}%`;
}

export function trendDirection(percent: number | null): 'up' | 'down' | 'flat' {
  if (percent === null || !Number.isFinite(percent) || Math.round(percent) === 0) return 'flat';
  return percent > 0 ? 'up' : 'down';
}

/** Whole days since `date`: 'Today', '1 day ago', 'N days ago' (an activity card's age). */
export function daysAgo(date: Date, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** '12.4 KB': the upload list's size, always in KB. */
export function sizeInKb(bytes: number): string {
  const kb = bytes / 1024;
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb).toLocaleString('en-US')} KB`;
}

/** '3.5 min', '12 min', '1 h 5 min': a student's average session. */
export function sessionLength(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '0 min';
  if (minutes < 10) return `${Math.round(minutes * 10) / 10} min`;
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest === 0 ? `${Math.floor(whole / 60)} h` : `${Math.floor(whole / 60)} h ${rest} min`;
}
