const DAY_MS = 86_400_000;

/**
 * Every chat duration a teacher reads (the dashboard's Student Activity, a student's chat
 * time and average session), rounded here and nowhere else so the same time reads the
 * same: '0.4 min' and '3.5 min' below ten minutes, '25 min' below an hour, else hours to
 * one decimal ('1.5 hrs').
 */
export function chatTimeLabel(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '0 min';
  const tenths = Math.round(minutes * 10) / 10;
  if (tenths < 10) return `${tenths} min`;
  if (Math.round(minutes) < 60) return `${Math.round(minutes)} min`;
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
