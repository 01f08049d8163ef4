/**
 * The query key of the dashboard's figures, which other pages derive from records: refreshed after every write.
 * Its own module, so the dashboard reads it without the records' write code (records-endpoint.ts).
 */
export const dashboardQueryKey = ['dashboard'] as const;
