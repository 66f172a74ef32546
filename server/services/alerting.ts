import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  alertFields,
  alertParamsSchema,
  alertPatchSchema,
  alertQuerySchema,
  authorizationSetOf,
  canAcknowledgeAlerts,
  canReadAlerts,
  type AlertAnswer,
  type AlertRow,
} from '../../src/domain';
import { profileOf } from '../context';
import { forbidden, notFound } from '../http/errors';
import { validated } from '../http/validate';

interface AlertRecord {
  id: number;
  product_set: number;
  status_type: 'new' | 'acknowledged';
  severity: 'Information' | 'Warning' | 'Critical';
  title: string;
  raised_on_utc: string;
}

const asRow = (r: AlertRecord): Required<AlertRow> => ({
  Id: r.id,
  ProductSet: r.product_set,
  StatusType: r.status_type,
  Severity: r.severity,
  Title: r.title,
  RaisedOnUtc: r.raised_on_utc,
});

/**
 * The alerting service (doc 002 §7 "Alerting", §9 "an alerting service"; docs/api.md "Alerting"):
 * GET /api/v1/alert is the alert datasource, filtered by ProductSet (which must be the caller's own
 * authorization set: 403 otherwise, alike for an unknown one) and StatusType, newest first;
 * PATCH /api/v1/alert/{alertId} acknowledges one alert of the caller's set (404 alike for another
 * set's alert and an unknown id, before the body is read). Acknowledging twice changes nothing.
 */
export async function alertingService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const select = db.prepare('SELECT * FROM alerts WHERE product_set = ? AND status_type = ? ORDER BY raised_on_utc DESC, id DESC LIMIT 500');
  const one = db.prepare('SELECT * FROM alerts WHERE id = ?');
  const acknowledge = db.prepare(
    "UPDATE alerts SET status_type = 'acknowledged', acknowledged_by = ?, acknowledged_on_utc = ? WHERE id = ? AND status_type = 'new'",
  );

  const reader = (request: FastifyRequest) => {
    const profile = profileOf(request);
    if (!canReadAlerts(profile)) throw forbidden('You do not have permission to read alerts');
    return profile;
  };
  /** The caller's alert: 403 for a role that may not acknowledge, then 404 alike for another set's and an unknown id. */
  const ownAlert = (request: FastifyRequest, alertId: number) => {
    const profile = profileOf(request);
    if (!canAcknowledgeAlerts(profile)) throw forbidden('You do not have permission to acknowledge alerts');
    const alert = one.get(alertId) as AlertRecord | undefined;
    if (!alert || alert.product_set !== authorizationSetOf(profile)) throw notFound(`Alert ${alertId} not found`);
    return { profile, alert };
  };

  app.get(
    '/api/v1/alert',
    validated({ query: alertQuerySchema, authorize: (_, request) => void reader(request) }, async ({ query }, request): Promise<AlertAnswer> => {
      const profile = reader(request);
      if (query.ProductSet !== authorizationSetOf(profile)) throw forbidden(`You may not read the alerts of authorization set ${query.ProductSet}`);
      const fields = query.fields ?? alertFields;
      const rows = (select.all(query.ProductSet, query.StatusType) as AlertRecord[]).map((r) => {
        const row = asRow(r);
        return Object.fromEntries(fields.map((f) => [f, row[f]])) as AlertRow;
      });
      return { rows };
    }),
  );

  app.patch(
    '/api/v1/alert/:alertId',
    validated(
      {
        params: alertParamsSchema,
        body: alertPatchSchema,
        authorize: ({ params }, request) => void ownAlert(request, params.alertId),
      },
      async ({ params }, request) => {
        const { profile } = ownAlert(request, params.alertId);
        acknowledge.run(profile.userId, new Date().toISOString(), params.alertId);
        return asRow(one.get(params.alertId) as AlertRecord);
      },
    ),
  );
}
