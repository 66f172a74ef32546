import NotesIcon from '@mui/icons-material/Notes';
import type { TenantNote } from '../../dataProvider/resources/tenantNotes';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';

/**
 * Resource `tenantNotes` (doc 000 §2 "Notes"): one note per tenant, its id the organization's. The
 * hierarchy page shows it in the organization's Notes tab, so the resource has no path of its own.
 */
export default {
  name: 'tenantNotes',
  access: resourceRules.tenantNotes,
  icon: NotesIcon,
  recordRepresentation: (record: TenantNote) => record.text,
  routes: [],
} satisfies ResourceEntry;
