/** The dashboard's tabs, switched in place (no route change). */
export type DashboardTab = 'overview' | 'calendar' | 'clients' | 'sales' | 'instagram';
