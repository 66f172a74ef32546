import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { OrganizationGroup } from '../../domain/schemas/group';
import { byName } from './groupRows';
import { VirtualRows } from './VirtualRows';
import { StartChangeButton } from '../changes/StartChangeButton';

const MEMBER_ROW_HEIGHT = 44;

export interface GroupMembersProps {
  group: OrganizationGroup;
  /** Names of the organizations the user may view, by id. */
  names: ReadonlyMap<number, string>;
  canWrite: boolean;
}

/** The right pane (doc 001 §2.1): the organizations of the selected group, each removable; Add organizations opens the panel. */
export function GroupMembers({ group, names, canWrite }: GroupMembersProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const nameOf = (id: number) => names.get(id) ?? translate('groups.members.unknown', { id });
  const members = useMemo(
    () => [...group.organizations].map((id) => ({ id, name: names.get(id) ?? '' })).sort((a, b) => byName(a.name, b.name) || a.id - b.id),
    [group.organizations, names],
  );
  const removeMember = useMutation({
    mutationFn: (orgId: number) => dataProvider.removeOrganizationFromGroup(group.id, orgId),
    meta: { errorKey: 'groups.error.removeOrganization' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['groups'] }),
  });
  return (
    <Box component="section" aria-labelledby="group-members-title" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="group-members-title" component="h2" variant="h6" noWrap>
          {translate('groups.members.title', { name: group.name })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} disabled={!canWrite} onClick={() => navigate(`/groups/${group.id}/add-organizations`)}>
            {translate('groups.actions.addOrganizations')}
          </Button>
          {/* A change job over the group's member organizations (docs/api.md "Change jobs"). */}
          <StartChangeButton
            variant="text"
            targets={{ kind: 'group', groupId: group.id }}
            targetsText={translate('changes.entry.groupText', { name: group.name, smart_count: group.organizations.length })}
            labelKey="changes.entry.group"
            disabled={group.organizations.length === 0}
          />
        </Box>
      </Box>
      {members.length === 0 && <Typography color="text.secondary">{translate('groups.members.empty')}</Typography>}
      <VirtualRows
        count={members.length}
        rowHeight={MEMBER_ROW_HEIGHT}
        height="60vh"
        label={translate('groups.members.title', { name: group.name })}
        rowKey={(i) => members[i].id}
        renderRow={(i) => {
          const name = nameOf(members[i].id);
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', height: MEMBER_ROW_HEIGHT, px: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography noWrap sx={{ flex: 1 }}>
                {name}
              </Typography>
              {canWrite && (
                <IconButton
                  size="small"
                  aria-label={translate('groups.actions.removeOrganization', { name })}
                  disabled={removeMember.isPending && removeMember.variables === members[i].id}
                  onClick={() => removeMember.mutate(members[i].id)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          );
        }}
      />
    </Box>
  );
}
