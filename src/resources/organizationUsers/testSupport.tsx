import { http, HttpResponse } from 'msw';
import type { AppConfig } from '../../domain/config';
import type { Profile } from '../../domain/profile';
import { accountUrl } from '../../../tests/msw/account';
import { testConfig } from '../../../tests/msw/config';
import { resetPeopleData } from '../../../tests/msw/peopleData';
import { server } from '../../../tests/msw/server';
import { renderInAdmin } from '../../../tests/setup/renderInAdmin';
import { ManageAssociationsDialogContent } from './ManageAssociationsDialogContent';

/** Organization 40 as the msw account service describes it (name and its place as a hierarchy of one). */
export function serveOrganization40() {
  server.use(
    http.get(accountUrl('/api/v1.0/organizations/40'), () =>
      HttpResponse.json({
        id: 40, name: 'Contoso Ltd', parentId: null, organizationType: 5, parentCanView: true, parentCanManage: true,
        paymentType: 0, externalBillingId: null, whitelabelId: null, customerReference: null, status: 0,
        azureAdTenantId: null, createdOnUtc: '2024-01-15T09:30:00Z', authentication: { useCertBasedAuth: false, isBlocked: false },
      }),
    ),
    http.get(accountUrl('/api/v1.0/organizations/40/associations'), () =>
      HttpResponse.json([
        { organizationId: 40, organizationName: 'Contoso Ltd', parentId: null, organizationType: 5, parentCanView: true, parentCanManage: true, children: [] },
      ]),
    ),
  );
}

export async function renderManageAssociations(profile: Profile, brand: Partial<AppConfig['brand']> = {}, prepare?: () => void) {
  resetPeopleData();
  prepare?.();
  serveOrganization40();
  const config = { ...testConfig, brand: { ...testConfig.brand, ...brand } };
  return renderInAdmin(<ManageAssociationsDialogContent orgId={40} />, { profile, config });
}
