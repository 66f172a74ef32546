import { Autocomplete, Box, createFilterOptions, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AccessTable } from '../../components/accessExplained/AccessTable';
import { useAssociations } from '../organizations/hierarchyQueries';
import { useProfile } from '../../components/useProfile';
import type { UserWithAssociations } from '../../domain/schemas/user';
import { organizationOptions, type OrganizationOption } from '../../customRoutes/tenantStatus/useFilterOptions';

/** The picker lists the first matches only: a tree of 100,000 organizations is searched, not scrolled. */
const filterOptions = createFilterOptions<OrganizationOption>({ limit: 50, stringify: (o) => o.name });
const ORG_PARAM = 'org';

/**
 * Access tab (ours, beside General, Invites and Audit): for an organization the signed-in user may view
 * (searchable picker "Organization", kept in the address as ?org=), what this user may do there and why.
 * The rules are evaluated over the user's profile as the services hold it (the user record's `profile`:
 * home organization, the roles held there, the staff flags), the one every request of the user is
 * decided with; which organization is home is the services' record, which the associations do not tell.
 */
export function UserAccessTab({ user, userName }: { user: UserWithAssociations | undefined; userName: string }) {
  const translate = useTranslate();
  const { profile } = useProfile();
  const [params, setParams] = useSearchParams();
  const tree = useAssociations(profile).data?.tree;
  const options = useMemo(() => (tree ? organizationOptions(tree) : []), [tree]);
  const subject = user?.profile ?? undefined;
  const wanted = Number(params.get(ORG_PARAM));
  const chosen = options.find((o) => o.id === wanted) ?? options.find((o) => o.id === subject?.organizationId) ?? options[0];
  if (!profile) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Autocomplete
        options={options}
        value={chosen ?? null}
        loading={!tree}
        filterOptions={filterOptions}
        getOptionLabel={(o) => o.name}
        getOptionKey={(o) => o.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        disableClearable={!!chosen}
        onChange={(_e, o) => o && setParams((prev) => ({ ...Object.fromEntries(prev), [ORG_PARAM]: String(o.id) }), { replace: true })}
        renderInput={(p) => <TextField {...p} label={translate('access.organization')} />}
        sx={{ maxWidth: 480 }}
      />
      {chosen && user?.profile !== undefined && (
        <AccessTable subject={subject} subjectName={userName} viewer={profile} orgId={chosen.id} orgName={chosen.name} />
      )}
    </Box>
  );
}
