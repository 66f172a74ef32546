import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Confirm, useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useKeptOpen, type KeptOpenValue } from '../../components/drafts';
import { useReportError } from '../../components/errorBar';
import { isApiError } from '../../dataProvider';
import type { OrganizationGroup } from '../../domain/schemas/group';
import { canDeleteGroup, GROUP_HAS_CHILDREN_KEY } from '../../domain/validation/groups';
import { GroupNameEditor } from './GroupNameEditor';
import { groupRows } from './groupRows';
import { GROUP_ROW_HEIGHT, GroupRowView } from './GroupRowView';
import { VirtualRows } from './VirtualRows';

export interface GroupListProps {
  groups: readonly OrganizationGroup[];
  selectedId: number | undefined;
  canWrite: boolean;
}

/** The screen reports its own write failures (with the group's name); the resource map's key would repeat them. */
const reportedHere = { meta: { errorKey: false as const } };

const isParent = (value: KeptOpenValue): value is number | 'root' => value === 'root' || typeof value === 'number';
const isGroupId = (value: KeptOpenValue): value is number => typeof value === 'number';

/**
 * The hierarchical group list (doc 001 §2.1): add a group or a child group (a new row in edit mode),
 * rename in the row, remove after a confirmation (refused while the group has child groups), select
 * (the group's id goes into the URL). Failures show in the one error bar with doc 001 §8's texts.
 */
export function GroupList({ groups, selectedId, canWrite }: GroupListProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const report = useReportError();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  // The new group's row (under a group, or 'root') and the group being renamed: kept with the name's
  // draft when the session ends, so that the row comes back in edit mode.
  const [newUnder, setNewUnder] = useKeptOpen('newGroup', isParent);
  const draft = useMemo(() => (newUnder === null ? null : { parentId: newUnder === 'root' ? null : newUnder }), [newUnder]);
  const setDraft = (next: { parentId: number | null } | null) => setNewUnder(next === null ? null : (next.parentId ?? 'root'));
  const [renaming, setRenaming] = useKeptOpen('renameGroup', isGroupId);
  const [removing, setRemoving] = useState<OrganizationGroup | null>(null);
  const [create, { isPending: creating }] = useCreate(undefined, undefined, reportedHere);
  const [update, { isPending: renamingNow }] = useUpdate(undefined, undefined, reportedHere);
  const [remove, { isPending: removingNow }] = useDelete(undefined, undefined, reportedHere);
  const rows = useMemo(
    function visibleRows() {
      return groupRows(groups, collapsed, draft);
    },
    [groups, collapsed, draft],
  );
  /** A failure that is not the service's answer gets the generic text (doc 001 §8). */
  const fail = (key: string, values?: Record<string, unknown>) => (error: unknown) =>
    isApiError(error) ? report(error, key, { values }) : report(error, 'groups.error.action', { plain: true });

  const toggle = (id: number, open: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  const startDraft = (parentId: number | null) => {
    setRenaming(null);
    setDraft({ parentId });
  };
  const saveNew = (name: string) =>
    create(
      'groups',
      { data: { name, parentId: draft?.parentId ?? null } },
      {
        returnPromise: true,
        onSuccess: (created: OrganizationGroup) => {
          setDraft(null);
          navigate(`/groups/${created.id}`);
        },
        onError: fail('groups.error.create', { name }),
      },
    );
  const saveRename = (group: OrganizationGroup, name: string) =>
    update(
      'groups',
      { id: group.id, data: { name }, previousData: group },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () => setRenaming(null),
        onError: fail('groups.error.rename', { name }),
      },
    );
  const askRemove = (group: OrganizationGroup) => {
    // Doc 001 §5: a group that has child groups cannot be deleted; nothing is sent.
    if (!canDeleteGroup(group.id, groups)) report(undefined, GROUP_HAS_CHILDREN_KEY, { plain: true });
    else setRemoving(group);
  };
  const confirmRemove = () => {
    const group = removing!;
    remove(
      'groups',
      { id: group.id, previousData: group },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setRemoving(null);
          if (selectedId === group.id) navigate('/groups');
        },
        onError: (e) => {
          setRemoving(null);
          fail('groups.error.delete')(e);
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="group-list-title" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="group-list-title" component="h2" variant="h6">
          {translate('groups.groupList')}
        </Typography>
        <Button startIcon={<AddIcon />} disabled={!canWrite || draft !== null} onClick={() => startDraft(null)}>
          {translate('groups.actions.addGroup')}
        </Button>
      </Box>
      {rows.length === 0 && <Typography color="text.secondary">{translate('groups.noGroups')}</Typography>}
      <VirtualRows
        count={rows.length}
        rowHeight={GROUP_ROW_HEIGHT}
        height="65vh"
        label={translate('groups.groupList')}
        rowKey={(i) => rows[i].key}
        renderRow={(i) => {
          const row = rows[i];
          if (row.isNew || (row.group && renaming === row.group.id)) {
            return (
              <Box sx={{ display: 'flex', alignItems: 'center', height: GROUP_ROW_HEIGHT, pl: row.level * 2.5 + 4.25, pr: 1 }}>
                <GroupNameEditor
                  formId={row.group ? 'renameGroup' : 'newGroup'}
                  initialName={row.group?.name ?? ''}
                  saving={creating || renamingNow}
                  onSave={(name) => (row.group ? saveRename(row.group, name) : saveNew(name))}
                  onCancel={() => (row.group ? setRenaming(null) : setDraft(null))}
                />
              </Box>
            );
          }
          return (
            <GroupRowView
              row={row as typeof row & { group: OrganizationGroup }}
              selected={row.key === selectedId}
              canWrite={canWrite}
              onSelect={(id) => navigate(`/groups/${id}`)}
              onToggle={toggle}
              onAddChild={(id) => startDraft(id)}
              onRename={(id) => {
                setDraft(null);
                setRenaming(id);
              }}
              onRemove={askRemove}
            />
          );
        }}
      />
      <Confirm
        isOpen={removing !== null}
        loading={removingNow}
        title={translate('groups.confirmRemove.title', { name: removing?.name ?? '' })}
        content={translate('groups.confirmRemove.content')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
