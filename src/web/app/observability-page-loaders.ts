// The observability pages (admins' monitoring, browser errors, slow queries; everyone's secure logs and security
// demo) behind one import of the dashboard's page loaders: the lists of files their chunks need stay here rather
// than in the shell chunk every dashboard page loads (150 KB budget, issue 16).

export const observabilityPages = {
  monitoring: () => import('../features/monitoring/pages/monitoring-page'),
  'error-monitoring': () => import('../features/error-monitoring/pages/error-monitoring-page'),
  'query-optimization': () => import('../features/query-optimization/pages/query-optimization-page'),
  'secure-logs': () => import('../features/secure-logs/pages/secure-logs-page'),
  'security-demo': () => import('../features/secure-logs/pages/security-demo-page'),
};

export type TObservabilityPage = keyof typeof observabilityPages;
