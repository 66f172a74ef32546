import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

/** Update Card Details (/card-details, doc 001 §2.5). */
export const cardDetailsRoute: CustomRouteEntry = {
  path: '/card-details',
  routeKey: 'cardDetails',
  component: lazyPart(() => import('./CardDetailsPage')),
  icon: CreditCardIcon,
  menu: { path: '/card-details', labelKey: 'menu.cardDetails', order: 80 },
};
