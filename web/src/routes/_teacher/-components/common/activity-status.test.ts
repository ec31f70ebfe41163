import { describe, expect, it } from 'vitest';
import { deriveStatus, inTab, statusColor, statusLabel } from './activity-status.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('activity status', () => {
  it('is draft until published, then active until its end date, then archived', () => {
    expect(deriveStatus({ published: false, endDate: null }, now)).toBe('draft');
    expect(deriveStatus({ published: false, endDate: new Date('2020-01-01') }, now)).toBe('draft');
    expect(deriveStatus({ published: true, endDate: null }, now)).toBe('active');
    expect(deriveStatus({ published: true, endDate: new Date('2026-12-01') }, now)).toBe('active');
    expect(deriveStatus({ published: true, endDate: new Date('2026-11-20') }, now)).toBe(
      'archived',
    );
  });

  it('uses the product colours and capitalised labels', () => {
    expect(statusColor('active')).toBe('green');
    expect(statusColor('draft')).toBe('gray');
    expect(statusColor('archived')).toBe('yellow');
    expect(statusLabel('archived')).toBe('Archived');
  });

  it('places each status under its tab', () => {
    expect(inTab('draft', 'drafts')).toBe(true);
    expect(inTab('draft', 'active')).toBe(false);
    expect(inTab('archived', 'archived')).toBe(true);
    expect(inTab('active', 'all')).toBe(true);
  });
});
