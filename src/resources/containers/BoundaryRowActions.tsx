import MoreVertIcon from '@mui/icons-material/MoreVert';
import { CircularProgress, IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ContainerRecord } from '../../dataProvider/resources/containers';
import { boundariesPath } from './boundariesPath';

/**
 * A row's actions menu (doc 002 §2): Edit opens the wizard's edit address; Delete asks first (title
 * and sub text) and, while the call runs, a spinner takes the menu's place in the row. Written with
 * useDelete and Confirm, not DeleteWithConfirmButton: that one has no row spinner and is a
 * button, not an entry of a menu.
 */
export function BoundaryRowActions({ organizationId, canManage }: { organizationId: number; canManage: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const record = useRecordContext<ContainerRecord>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<ContainerRecord>();
  if (!record) return null;
  const name = record.name;
  if (isPending) return <CircularProgress size={24} aria-label={translate('boundaries.page.deleting', { name })} sx={{ mx: 1 }} />;
  const confirm = () => {
    setConfirming(false);
    remove(
      'containers',
      { id: record.id, previousData: record, meta: { errorKey: 'boundaries.page.error.delete' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('boundaries.page.deleted', { type: 'success', messageArgs: { name } }),
        onError: () => undefined,
      },
    );
  };
  return (
    <>
      <IconButton aria-label={translate('boundaries.page.actionsFor', { name })} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={!canManage}
          onClick={() => {
            setAnchor(null);
            navigate(boundariesPath(organizationId, { kind: 'edit', containerId: record.containerId }));
          }}
        >
          {translate('boundaries.page.edit')}
        </MenuItem>
        <MenuItem
          disabled={!canManage}
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          {translate('boundaries.page.delete')}
        </MenuItem>
      </Menu>
      <Confirm
        isOpen={confirming}
        title="boundaries.page.deleteTitle"
        content="boundaries.page.deleteContent"
        translateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
