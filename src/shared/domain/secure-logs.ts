// Secure logs (spec §3 secure_logs, §9 log page size).

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'critical'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Spec §9: default log page size. */
export const SECURE_LOG_PAGE_SIZE = 50;

/** What the chain verification names as the first bad row's fault. */
export const CHAIN_BREAK_REASONS = [
  'content_changed',
  'link_broken',
  'row_missing',
  'reordered',
  'truncated',
] as const;
export type ChainBreakReason = (typeof CHAIN_BREAK_REASONS)[number];
