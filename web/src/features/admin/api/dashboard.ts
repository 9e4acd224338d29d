import { useAdminQuery } from './adminClient'

/* The dashboard's alerts (the counts are ./members.ts's useAdminStats). One hook per call. */

/** Accounts that keep hitting the harvesting limits: always asked afresh. */
export const useHarvestingAlerts = () => useAdminQuery('/api/admin/alerts/harvesting', {}, { staleTime: 0 })
