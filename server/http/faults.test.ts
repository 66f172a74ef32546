import { writeCount, useTestSandbox } from '../../tests/server';
import { account, peopleHelpers } from '../../tests/server/peopleTesting';
import { faultSwitch, parseFaults } from './faults';

describe('SANDBOX_FAULTS rules', () => {
  it('reads comma-separated "<METHOD> <pattern>:<N>" rules; off when unset or empty', () => {
    expect(parseFaults(undefined)).toEqual([]);
    expect(parseFaults(' ')).toEqual([]);
    expect(parseFaults('POST /svc/a/*:1, delete /svc/**/b:3').map((r) => [r.method, r.nth])).toEqual([
      ['POST', 1],
      ['DELETE', 3],
    ]);
  });
  it('refuses a rule it cannot read, naming it', () => {
    expect(() => parseFaults('POST /svc/a')).toThrow('"POST /svc/a"');
    expect(() => parseFaults('POST /svc/a:0')).toThrow('SANDBOX_FAULTS');
    expect(() => parseFaults('/svc/a:1')).toThrow('SANDBOX_FAULTS');
  });
  it('* stays within one segment, ** crosses segments; the Nth match of each rule fails, once', () => {
    const [one] = parseFaults('POST /svc/account/api/v1.0/containers/*/users:1');
    expect(one.pattern.test('/svc/account/api/v1.0/containers/12/users')).toBe(true);
    expect(one.pattern.test('/svc/account/api/v1.0/containers/12/x/users')).toBe(false);
    const fault = faultSwitch(parseFaults('POST **/containers/*/users:2'));
    const path = '/svc/account/api/v1.0/containers/7/users';
    expect([fault('POST', path), fault('GET', path), fault('POST', path), fault('POST', path)].map((r) => r?.text)).toEqual([
      undefined,
      undefined,
      'POST **/containers/*/users:2',
      undefined,
    ]);
  });
});

describe('SANDBOX_FAULTS in the running sandbox', () => {
  const sb = useTestSandbox({ env: { SANDBOX_FAULTS: 'POST **/api/v1.0/containers/*/users:2' } });
  const h = peopleHelpers(sb);

  it('the second matching request answers 500 {message} and writes nothing; the others are served', async () => {
    const contoso = h.org('Contoso Pharmaceuticals');
    const tms = 'tms.admin@sandbox.test';
    const { containerId } = (await h.call(tms, 'POST', account(`/api/v1.0/organizations/${contoso}/containers`), { name: 'Faults' })).json();
    const users = sb.db
      .prepare("SELECT id FROM users WHERE organization_id = ? AND email NOT LIKE '%@sandbox.test' ORDER BY id LIMIT 3")
      .pluck()
      .all(contoso) as string[];
    const add = (userId: string) => h.call(tms, 'POST', account(`/api/v1.0/containers/${containerId}/users`), { userId, anonymous: false });
    expect((await add(users[0])).statusCode).toBe(201);
    const before = writeCount(sb.db);
    const failed = await add(users[1]);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Failure injected by SANDBOX_FAULTS (POST **/api/v1.0/containers/*/users:2)' });
    expect(writeCount(sb.db)).toBe(before);
    expect((await add(users[1])).statusCode).toBe(201);
    expect((await h.call(tms, 'GET', account(`/api/v1.0/containers/${containerId}`))).json().users).toHaveLength(2);
  });
});
