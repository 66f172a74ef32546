import type { FastifyInstance } from 'fastify';
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
import { notFound } from '../http/errors';
import { declareAccess, deny, grantedRecord } from '../http/routeAccess';
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

  /** canReadAlerts, then the ProductSet asked for is the caller's own authorization set (403 alike for another and an unknown one). */
  const reader = declareAccess({
    resource: 'alerts',
    action: 'list',
    roles: (c) => deny(canReadAlerts(c.profile), 'You do not have permission to read alerts'),
    rule: (c) => deny(c.query.ProductSet === authorizationSetOf(c.profile), `You may not read the alerts of authorization set ${c.query.ProductSet}`),
  });
  /** The caller's alert: 403 for a role that may not acknowledge, then 404 alike for another set's and an unknown id. */
  const ownAlert = declareAccess<AlertRecord>({
    resource: 'alerts',
    action: 'edit',
    roles: (c) => deny(canAcknowledgeAlerts(c.profile), 'You do not have permission to acknowledge alerts'),
    record: (c) => {
      const alert = one.get(c.params.alertId) as AlertRecord | undefined;
      if (!alert || alert.product_set !== authorizationSetOf(c.profile)) throw notFound(`Alert ${c.params.alertId} not found`);
      return { record: alert };
    },
  });

  app.get(
    '/api/v1/alert',
    { config: { access: reader } },
    validated({ query: alertQuerySchema }, async ({ query }): Promise<AlertAnswer> => {
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
    { config: { access: ownAlert } },
    validated({ params: alertParamsSchema, body: alertPatchSchema }, async (_input, request) => {
      const alert = grantedRecord<AlertRecord>(request);
      acknowledge.run(profileOf(request).userId, new Date().toISOString(), alert.id);
      return asRow(one.get(alert.id) as AlertRecord);
    }),
  );
}
