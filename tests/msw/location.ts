import { http, HttpResponse } from 'msw';
import { testConfig } from './config';

export const locationUrl = (path: string) => `${testConfig.services.location}${path}`;

export const serviceLocations = [
  {
    endpoints: [
      { endpointName: 'Reporting', endpointUrl: 'http://localhost:3000/svc/reporting-us', region: 'US' },
      { endpointName: 'Radar uAPI', endpointUrl: 'http://localhost:3000/svc/radar', region: 'US' },
    ],
  },
];

export const locationHandlers = [
  http.get(locationUrl('/api/v1.0/organizations/:org'), () => HttpResponse.json(serviceLocations)),
  // Product 3 (DPC): no master application and no open region unless a test says otherwise.
  http.get(locationUrl('/api/v1.0/organizations/:org/products/3'), () => HttpResponse.json([{ endpoints: [] }])),
];
