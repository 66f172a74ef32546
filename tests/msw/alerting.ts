import { http, HttpResponse } from 'msw';
import { testConfig } from './config';

const base = testConfig.services.alerting;

/** The alerting service (doc 002 §7): no new alerts by default; a test overrides with server.use(...). */
export const alertingHandlers = [
  http.get(`${base}/api/v1/alert`, () => HttpResponse.json({ rows: [] })),
  http.patch(`${base}/api/v1/alert/:alertId`, ({ params }) =>
    HttpResponse.json({
      Id: Number(params.alertId),
      ProductSet: 1,
      StatusType: 'acknowledged',
      Severity: 'Information',
      Title: 'Alert',
      RaisedOnUtc: '2026-11-01T00:00:00.000Z',
    }),
  ),
];
