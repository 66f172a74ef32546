import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

// The alerting service (doc 002 §7 "Alerting"): the alert datasource and the v1 acknowledgement, per caller.
const sb = useTestSandbox();
const kit = hierarchyKit(sb);
const tms = 'tms.admin@sandbox.test';
const partner = 'partner.admin@sandbox.test';
const homeOf = (email: string) => sb.db.prepare('SELECT organization_id FROM users WHERE email = ?').pluck().get(email) as number;
const query = (set: number, status = 'new', fields = 'Id') => `/svc/alerting/api/v1/alert?fields=${fields}&ProductSet=${set}&StatusType=${status}`;
const ack = (id: number) => `/svc/alerting/api/v1/alert/${id}`;
const body = { statusType: 'acknowledged' };
const newIds = async (email: string) => ((await kit.call(email, 'GET', query(homeOf(email)))).json().rows as { Id: number }[]).map((r) => r.Id);

describe('alerting service: GET /api/v1/alert (the datasource) and PATCH /api/v1/alert/{id}', () => {
  it('answers the TMS administrator the new alerts of their authorization set, with the fields asked for', async () => {
    const res = await kit.call(tms, 'GET', query(homeOf(tms), 'new', 'Id,Severity,Title'));
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as Record<string, unknown>[];
    expect(rows).toHaveLength(4);
    expect(Object.keys(rows[0]).sort()).toEqual(['Id', 'Severity', 'Title']);
    expect(rows[0].Title).toBe('Data collection failed for Contoso Pharmaceuticals');
    // The acknowledged one is not new.
    expect(rows.map((r) => r.Title)).not.toContain('Monthly invoices were issued');
    const old = (await kit.call(tms, 'GET', query(homeOf(tms), 'acknowledged', 'Title'))).json().rows;
    expect(old).toEqual([{ Title: 'Monthly invoices were issued' }]);
  });

  it('refuses another authorization set (403, alike for an unknown one) and a caller without an administrator role', async () => {
    const foreign = await kit.call(partner, 'GET', query(homeOf(tms)));
    const unknown = await kit.call(partner, 'GET', query(987_654));
    expect([foreign.statusCode, unknown.statusCode]).toEqual([403, 403]);
    expect(foreign.json().message.replace(/\d+/g, '#')).toBe(unknown.json().message.replace(/\d+/g, '#'));
    expect(foreign.body).not.toContain('Contoso');
    expect((await kit.call('no.roles@sandbox.test', 'GET', query(homeOf('no.roles@sandbox.test')))).statusCode).toBe(403);
    // The partner sees only their own alert.
    expect(await newIds(partner)).toHaveLength(1);
  });

  it('acknowledges one alert of the caller: it is not new any more; twice changes nothing', async () => {
    const [first, ...rest] = await newIds(tms);
    const res = await kit.call(tms, 'PATCH', ack(first), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Id: first, StatusType: 'acknowledged' });
    expect(await newIds(tms)).toEqual(rest);
    expect(sb.db.prepare('SELECT status_type, acknowledged_by IS NOT NULL AS who FROM alerts WHERE id = ?').get(first)).toEqual({
      status_type: 'acknowledged',
      who: 1,
    });
    // Twice changes nothing of the alerts (who and when stay the first acknowledgement's); the audit log,
    // which records every accepted request, is the one table that grows.
    const alerts = () => sb.db.prepare('SELECT * FROM alerts ORDER BY id').all();
    const stored = alerts();
    expect((await kit.call(tms, 'PATCH', ack(first), body)).statusCode).toBe(200);
    expect(alerts()).toEqual(stored);
  });

  it('answers another set’s alert as an unknown one (404), whatever the body, and writes nothing', async () => {
    const [theirs] = await newIds(tms);
    for (const payload of [body, { statusType: 'new' }, { bogus: true }]) {
      const foreign = await expectUnchanged(sb, () => kit.call(partner, 'PATCH', ack(theirs), payload), 404);
      const unknown = await expectUnchanged(sb, () => kit.call(partner, 'PATCH', ack(987_654), payload), 404);
      expect(foreign.json().message.replace(/\d+/g, '#')).toBe(unknown.json().message.replace(/\d+/g, '#'));
    }
    // The TMS viewer shares the root's set but only reads it.
    await expectUnchanged(sb, () => kit.call('tms.viewer@sandbox.test', 'PATCH', ack(theirs), body), 403);
    expect(await newIds('tms.viewer@sandbox.test')).toContain(theirs);
  });

  it('takes only {statusType: "acknowledged"} (strict body: 400 {message, errors}, nothing written)', async () => {
    const [mine] = await newIds(tms);
    for (const payload of [{ statusType: 'new' }, { statusType: 'acknowledged', note: 'x' }, {}, { StatusType: 'acknowledged' }]) {
      const res = await expectUnchanged(sb, () => kit.call(tms, 'PATCH', ack(mine), payload), 400);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    for (const bad of ['StatusType=open', 'StatusType=new&ProductSet=x', 'fields=Secret&StatusType=new']) {
      expect((await kit.call(tms, 'GET', `/svc/alerting/api/v1/alert?ProductSet=${homeOf(tms)}&${bad}`)).statusCode).toBe(400);
    }
    expect(await newIds(tms)).toContain(mine);
  });
});
