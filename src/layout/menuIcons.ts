import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BadgeIcon from '@mui/icons-material/Badge';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FenceIcon from '@mui/icons-material/Fence';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MailIcon from '@mui/icons-material/MailOutlined';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { ComponentType } from 'react';
import type { RouteKey } from '../domain/permissions/routes';

/** One icon per menu entry. */
export const menuIcons: Partial<Record<RouteKey, ComponentType>> = {
  hierarchy: AccountTreeIcon,
  dashboard: DashboardIcon,
  groups: WorkspacesIcon,
  tenantOverview: MonitorHeartIcon,
  virtualBoundaries: FenceIcon,
  associations: HandshakeIcon,
  invitations: MailIcon,
  myInvoices: ReceiptLongIcon,
  cardDetails: CreditCardIcon,
  internalUsers: PeopleIcon,
  serviceAccounts: BadgeIcon,
};
