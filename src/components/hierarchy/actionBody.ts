import type { Profile } from '../../domain/profile';
import type { Organization } from '../../domain/schemas/organization';
import type { ActionKey } from './hierarchyPath';
import type { OrganizationDetail } from '../../resources/organizations/useOrganizationDetail';

export type { ActionKey };

/** What the hierarchy page's modal action route (/hierarchy/{orgId}/{action}/) hands the form it shows. */
export interface ActionBodyProps {
  action: ActionKey;
  /** The organization of the route: the parent for add-child, the one edited for edit. */
  organization: Organization;
  detail: OrganizationDetail;
  profile: Profile;
  /** Closes the modal (back to /hierarchy/{orgId}). */
  onDone: () => void;
}
