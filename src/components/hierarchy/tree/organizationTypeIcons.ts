import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PublicIcon from '@mui/icons-material/Public';
import type { SvgIconComponent } from '@mui/icons-material';
import type { OrganizationType } from '../../../domain/organizationTypes';

/** Doc 000 §2: "an icon per organization type". */
export const organizationTypeIcon: Record<OrganizationType, SvgIconComponent> = {
  1: PublicIcon,
  2: LocalShippingIcon,
  3: HandshakeIcon,
  4: ApartmentIcon,
  5: BusinessIcon,
};
