import { alertAnswerSchema, alertSchemaRow, type AlertField, type AlertRow } from '../../domain/alerts/alerts';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * The alerting service (doc 002 §7 "Alerting"; its base in /config.json `services.alerting`): the
 * alert datasource and the v1 acknowledgement of one alert.
 */
export function createAlertingService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  return {
    /** GET /api/v1/alert?fields=…&ProductSet={set}&StatusType={status}: the rows, newest first. */
    query: async (fields: readonly AlertField[], productSet: number, statusType: 'new' | 'acknowledged', signal?: AbortSignal): Promise<AlertRow[]> =>
      (
        await http.request(url('/api/v1/alert'), {
          query: { fields: fields.join(','), ProductSet: productSet, StatusType: statusType },
          schema: alertAnswerSchema,
          signal,
        })
      ).rows,
    /** PATCH /api/v1/alert/{id} with `{statusType: "acknowledged"}`. */
    acknowledge: (id: number) =>
      http.request(url(`/api/v1/alert/${seg(id)}`), { method: 'PATCH', body: { statusType: 'acknowledged' }, schema: alertSchemaRow }),
  };
}
export type AlertingService = ReturnType<typeof createAlertingService>;
