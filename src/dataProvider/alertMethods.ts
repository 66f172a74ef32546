import { authorizationSetOf, type AlertRow } from '../domain/alerts/alerts';
import type { Services, Session } from './types';

/** The alerts of the app bar (doc 002 §7 "Alerting"), as typed custom methods of the data provider. */
export interface AlertMethods {
  /** The new alerts of the signed-in user's authorization set, for the list (newest first). */
  getNewAlerts(signal?: AbortSignal): Promise<AlertRow[]>;
  /**
   * Doc 002 §7: "query the alert datasource (field Id; filter ProductSet equal to the authorization
   * set and StatusType equal to new), then PATCH the alerting v1 endpoint /{id} with statusType
   * acknowledged for each; errors ignored". Answers how many were acknowledged.
   */
  acknowledgeNewAlerts(): Promise<{ acknowledged: number; failed: number }>;
}

export function createAlertMethods(services: Services, session: Session): AlertMethods {
  const set = async () => authorizationSetOf(await session.getProfile());
  return {
    getNewAlerts: async (signal) => services.alerting.query(['Id', 'Severity', 'Title', 'RaisedOnUtc'], await set(), 'new', signal),
    async acknowledgeNewAlerts() {
      const ids = (await services.alerting.query(['Id'], await set(), 'new')).map((r) => r.Id);
      const results = await Promise.allSettled(ids.map((id) => services.alerting.acknowledge(id)));
      const failed = results.filter((r) => r.status === 'rejected').length;
      return { acknowledged: ids.length - failed, failed };
    },
  };
}
