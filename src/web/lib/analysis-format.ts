// The raw-materials figures' formats live in shared/ (the server's reports write them too).
export * from '../../shared/domain/analysis-format';
