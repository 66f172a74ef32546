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
});
