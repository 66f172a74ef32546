import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton, ListItemButton, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { OrganizationGroup } from '../../domain/schemas/group';
import type { GroupRow } from './groupRows';

export const GROUP_ROW_HEIGHT = 52;

export interface GroupRowViewProps {
  row: GroupRow & { group: OrganizationGroup };
  selected: boolean;
  canWrite: boolean;
  onSelect: (id: number) => void;
  onToggle: (id: number, open: boolean) => void;
  onAddChild: (id: number) => void;
  onRename: (id: number) => void;
  onRemove: (group: OrganizationGroup) => void;
}

/** One group of the hierarchical list: open/close, select (its id goes into the URL), and its commands. */
export const GroupRowView = memo(function GroupRowView({
  row,
  selected,
  canWrite,
  onSelect,
  onToggle,
  onAddChild,
  onRename,
  onRemove,
}: GroupRowViewProps) {
  const translate = useTranslate();
  const { group } = row;
  const action = (label: string, icon: React.ReactNode, run: () => void) => (
    // A title, not a MUI Tooltip: a tooltip per button weighs on mounting rows while a long list scrolls.
    <IconButton size="small" aria-label={label} title={label} onClick={run}>
      {icon}
    </IconButton>
  );
  return (
    <Box data-group-id={group.id} sx={{ display: 'flex', alignItems: 'center', height: GROUP_ROW_HEIGHT, pl: row.level * 2.5 }}>
      <Box sx={{ width: 34, flex: 'none' }}>
        {row.hasChildren && (
          <IconButton
            size="small"
            aria-label={translate(row.expanded ? 'groups.actions.collapse' : 'groups.actions.expand', { name: group.name })}
            aria-expanded={row.expanded}
            onClick={() => onToggle(group.id, !row.expanded)}
          >
            {row.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        )}
      </Box>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(group.id)}
        sx={{ flex: 1, minWidth: 0, py: 0.5 }}
      >
        <Typography noWrap>{group.name}</Typography>
      </ListItemButton>
      {canWrite && (
        <Box sx={{ display: 'flex', flex: 'none' }}>
          {action(translate('groups.actions.addChild'), <AddIcon fontSize="small" />, () => onAddChild(group.id))}
          {action(translate('groups.actions.rename'), <EditIcon fontSize="small" />, () => onRename(group.id))}
          {action(translate('groups.actions.remove'), <DeleteIcon fontSize="small" />, () => onRemove(group))}
        </Box>
      )}
    </Box>
  );
});
