import { testConfig } from '../../../tests/msw/config';
import { serviceLocations } from '../../../tests/msw/location';
import { requests } from '../../../tests/msw/recorder';
import { createHttpClient } from '../http';
import { createLocationService } from './location';

describe('location service', () => {
  it('getServiceLocations: GET /api/v1.0/organizations/{org} on the location service', async () => {
    const location = createLocationService(createHttpClient({ getAccessToken: async () => 'tok' }), testConfig.services.location);
    await expect(location.getServiceLocations(40)).resolves.toEqual(serviceLocations);
    const [req] = requests.all();
    expect(`${req.method} ${req.path}`).toBe('GET /svc/location/api/v1.0/organizations/40');
    expect(req.authorization).toBe('Bearer tok');
  });

  it('reads under way at once share one request; a read after the answer asks again', async () => {
    const location = createLocationService(createHttpClient({ getAccessToken: async () => 'tok' }), testConfig.services.location);
    const [a, b] = await Promise.all([location.getServiceLocations(40), location.getServiceLocations(40), location.getServiceLocations(41)]);
    expect(a).toEqual(serviceLocations);
    expect(b).toEqual(serviceLocations);
    expect(requests.all().map((r) => r.path)).toEqual(['/svc/location/api/v1.0/organizations/40', '/svc/location/api/v1.0/organizations/41']);
    await location.getServiceLocations(40);
    expect(requests.all().map((r) => r.path)).toHaveLength(3);
  });

  it('a read with a signal has its own request, so cancelling it leaves the other reader its answer', async () => {
    const location = createLocationService(createHttpClient({ getAccessToken: async () => 'tok' }), testConfig.services.location);
    const cancel = new AbortController();
    const cancelled = location.getServiceLocations(40, cancel.signal);
    const other = location.getServiceLocations(40);
    cancel.abort();
    await expect(cancelled).rejects.toThrow();
    await expect(other).resolves.toEqual(serviceLocations);
  });
});
