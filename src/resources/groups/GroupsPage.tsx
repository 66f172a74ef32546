import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Card, CardContent, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAssociations } from '../organizations/hierarchyQueries';
import { nameAt } from '../../dataProvider/associationsTree/packedTree';
import { NoPermission } from '../../components/NoPermission';
import { NotFound } from '../../components/NotFound';
import { useProfile } from '../../components/useProfile';
import { isForbidden } from '../../dataProvider';
import type { OrganizationGroup } from '../../domain/schemas/group';
import { AddOrganizationsPanel } from './AddOrganizationsPanel';
import { GroupList } from './GroupList';
import { GroupMembers } from './GroupMembers';
import { byName } from './groupRows';

/** Every group of the organization in one read (the service answers the whole list). */
const ALL = { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'name', order: 'ASC' as const }, meta: { shownStatuses: [403] } };

/** /groups, /groups/{groupId}, /groups/{groupId}/add-organizations: which group, and whether the panel is open. */
export function parseGroupsPath(rest: string): { groupId?: number; adding: boolean } | null {
  const m = /^(?:(\d{1,10})(\/add-organizations)?)?\/?$/.exec(rest);
  return m ? { groupId: m[1] === undefined ? undefined : Number(m[1]), adding: !!m[2] } : null;
}

/**
 * Organization Groups (doc 001 §2.1): refresh button, the hierarchical group list on the left, the
 * selected group's organizations on the right, and the add-organizations panel over the group route.
 * Failures show in the layout's one dismissible error bar (doc 001 §8).
 */
export function GroupsPage() {
  const translate = useTranslate();
  const path = parseGroupsPath(useParams()['*'] ?? '');
  const { profile } = useProfile();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'groups', action: 'create' });
  const list = useGetList<OrganizationGroup>('groups', ALL, { onError: () => undefined });
  const associations = useAssociations(profile);
  const tree = associations.data?.tree;
  const organizations = useMemo(
    // The tree's packed answer: ids and names read by position.
    () =>
      (tree ? Array.from({ length: tree.count }, (_, i) => ({ id: tree.ids[i], name: nameAt(tree, i) })) : []).sort((a, b) => byName(a.name, b.name)),
    [tree],
  );
  const names = useMemo(() => new Map(organizations.map((o) => [o.id, o.name])), [organizations]);
  if (!path) return <NotFound />;
  const groups = list.data ?? [];
  const selected = path.groupId === undefined ? undefined : groups.find((g) => g.id === path.groupId);
  const refresh = () => {
    void list.refetch();
    void associations.refetch();
  };
  return (
    <Box component="section" aria-labelledby="groups-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('groups.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="groups-title" component="h1" variant="h5">
          {translate('groups.title')}
        </Typography>
        <Tooltip title={translate('groups.actions.refresh')}>
          <IconButton aria-label={translate('groups.actions.refresh')} onClick={refresh}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {isForbidden(list.error) ? (
        <NoPermission heading="h2" />
      ) : (
        <Card>
          {(list.isFetching || associations.isFetching) && <LinearProgress aria-label={translate('ra.page.loading')} />}
          <CardContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 2fr) 3fr' } }}>
            <GroupList groups={groups} selectedId={path.groupId} canWrite={canWrite} />
            {selected ? (
              <GroupMembers group={selected} names={names} canWrite={canWrite} />
            ) : (
              <Typography color="text.secondary">{translate('groups.members.selectGroup')}</Typography>
            )}
          </CardContent>
        </Card>
      )}
      {selected && path.adding && canWrite && <AddOrganizationsPanel group={selected} organizations={organizations} />}
    </Box>
  );
}

export default GroupsPage;
