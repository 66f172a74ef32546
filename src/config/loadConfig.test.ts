import { http, HttpResponse } from 'msw';
import { testConfig, testOrigin } from '../../tests/msw/config';
import { server } from '../../tests/msw/server';
import { ConfigError, loadConfig } from './loadConfig';

describe('loadConfig', () => {
  it('fetches /config.json from this origin and validates it', async () => {
    await expect(loadConfig()).resolves.toEqual(testConfig);
  });

  it('says which fields are invalid', async () => {
    server.use(
      http.get(`${testOrigin}/config.json`, () => HttpResponse.json({ ...testConfig, services: { ...testConfig.services, account: 'not a url' } })),
    );
    const error = await loadConfig().catch((e) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.details).toContain('services.account');
  });

  it('rejects a missing file and a body that is not JSON', async () => {
    server.use(http.get(`${testOrigin}/config.json`, () => new HttpResponse('nope', { status: 404 })));
    await expect(loadConfig()).rejects.toMatchObject({ details: '/config.json: HTTP 404' });
    server.use(http.get(`${testOrigin}/config.json`, () => new HttpResponse('<html>', { status: 200 })));
    await expect(loadConfig()).rejects.toMatchObject({ details: '/config.json: not JSON' });
  });
});
