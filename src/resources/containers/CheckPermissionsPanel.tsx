import { userDisplayText } from '../../domain/boundaries/boundaryForm';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { Autocomplete, Box, Button, CircularProgress, Drawer, IconButton, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { csvText, downloadCsv } from '../../components/csvExport';
import { ErrorBarHost } from '../../components/errorBar';
import type { AppDataProvider } from '../../dataProvider';
import { PERMISSION_CSV_COLUMNS, permissionRows } from '../../domain/boundaries/permissionRows';
import { permissionsCsvFileName } from '../../domain/csv';
import type { OrganizationMember } from '../../domain/schemas/container';
import { PermissionTable } from './PermissionTable';
import { renderUserOption } from '../../components/renderUserOption';
import { zodFormResolver } from '../../components/zodFormResolver';
import { checkPermissionsSchema, type CheckPermissionsValues } from '../../domain/validation/people';

const resolver = zodFormResolver(checkPermissionsSchema);
const nobody: CheckPermissionsValues = { userId: '' };

export interface CheckPermissionsPanelProps {
  organizationId: number;
  organizationName: string;
  onClose: () => void;
}

/** Doc 002 §2 (users step): "A user's display text is the full name, otherwise the e-mail". */

/**
 * Check permissions (doc 002 §2), a side panel over the boundaries page: pick one user of the
 * organization, then the effective permissions table, its CSV ({userId}.permissions.csv) and Done.
 * A failed load (the users, the permissions) shows its friendly text in the panel's error bar with
 * Retry (doc 002 §8), which asks again. The picked user is a react-admin <Form>'s value, read as it
 * changes: nothing is submitted. The form holds the drawer (a portal), so its element stays empty.
 */
export function CheckPermissionsPanel(props: CheckPermissionsPanelProps) {
  return (
    <Form defaultValues={nobody} resolver={resolver} noValidate>
      <CheckPermissionsDrawer {...props} />
    </Form>
  );
}

function CheckPermissionsDrawer({ organizationId, organizationName, onClose }: CheckPermissionsPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field } = useInput({ source: 'userId' });
  const userId = useWatch<CheckPermissionsValues, 'userId'>({ name: 'userId' });
  const users = useQuery({
    queryKey: ['boundaries', 'organizationUsers', organizationId],
    queryFn: ({ signal }) => dataProvider.getBoundaryOrganizationUsers(organizationId, signal),
    meta: { errorKey: 'users.error.fetchList' },
  });
  const user: OrganizationMember | null = (userId && users.data?.find((u) => u.userId === userId)) || null;
  const permissions = useQuery({
    queryKey: ['boundaries', 'userPermissions', organizationId, user?.userId],
    queryFn: ({ signal }) => dataProvider.getUserBoundaries(organizationId, user!.userId, signal),
    meta: { errorKey: 'boundaries.checkPermissions.error.permissions' },
    enabled: !!user,
  });
  const rows = permissions.data ? permissionRows(permissions.data, translate('boundaries.allFields')) : undefined;
  const download = () => {
    if (user && rows) downloadCsv(csvText(rows, PERMISSION_CSV_COLUMNS, { replaceSemicolons: true }), permissionsCsvFileName(user.userId));
  };
  const title = translate('boundaries.checkPermissions.title');
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 640 } }, role: 'dialog', 'aria-label': title } as object }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 2, gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          <IconButton aria-label={translate('boundaries.checkPermissions.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <ErrorBarHost />
        <Typography>{translate('boundaries.checkPermissions.intro', { name: organizationName })}</Typography>
        <Autocomplete
          options={users.data ?? []}
          loading={users.isFetching}
          value={user}
          onChange={(_, u) => field.onChange(u?.userId ?? '')}
          onBlur={field.onBlur}
          getOptionLabel={userDisplayText}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          filterOptions={(options, { inputValue }) => {
            const q = inputValue.trim().toLowerCase();
            return q
              ? options.filter((o) => [o.firstName, o.lastName, o.email, userDisplayText(o)].some((t) => t.toLowerCase().includes(q)))
              : options;
          }}
          renderOption={renderUserOption}
          loadingText={translate('boundaries.checkPermissions.loadingUsers')}
          noOptionsText={translate('boundaries.checkPermissions.noUsers')}
          renderInput={(params) => <TextField {...params} label={translate('boundaries.checkPermissions.user')} />}
        />
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          {
            !user ? (
              <Typography color="text.secondary">{translate('boundaries.checkPermissions.pickUser')}</Typography>
            ) : permissions.isPending && permissions.isFetching ? (
              <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <Typography>{translate('boundaries.checkPermissions.loading')}</Typography>
              </Box>
            ) : rows ? (
              <PermissionTable rows={rows} label={translate('boundaries.checkPermissions.tableLabel', { name: userDisplayText(user) })} />
            ) : null /* the failure shows in the error bar above, with Retry */
          }
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button startIcon={<DownloadIcon />} disabled={!rows} onClick={download}>
            {translate('boundaries.page.downloadCsv')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {translate('wizard.done')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
