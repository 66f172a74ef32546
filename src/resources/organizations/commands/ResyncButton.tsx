import { Button, CircularProgress } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { friendlyText, type AppDataProvider } from '../../../dataProvider';
import { hierarchyKeys } from '../hierarchyQueries';
import { useHierarchyMessages } from '../../../components/hierarchy/HierarchyMessages';

/**
 * Doc 000 §4: "Resync goes through loading, then success ('Tenant resync successful') or failure,
 * each dismissible" — with a retry on failure (doc 002 §4).
 */
export function ResyncButton({ orgId }: { orgId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { show, dismiss } = useHierarchyMessages();
  const resync = useMutation({
    mutationFn: () => dataProvider.resyncTenant(orgId),
    onMutate: () => dismiss('resync'),
    onSuccess: async () => {
      show({ key: 'resync', orgId, severity: 'success', text: translate('organization.success.tenantResynced') });
      await queryClient.invalidateQueries({ queryKey: hierarchyKeys.tenant(orgId) });
    },
    onError: (error) =>
      show({
        key: 'resync',
        orgId,
        severity: 'error',
        text: friendlyText(translate, 'hierarchy.resync.failed', error),
        onRetry: () => resync.mutate(),
      }),
  });
  return (
    <span>
      <Button
        onClick={() => resync.mutate()}
        disabled={resync.isPending}
        startIcon={resync.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        {translate(resync.isPending ? 'hierarchy.resync.inProgress' : 'hierarchy.commands.resyncTenant')}
      </Button>
    </span>
  );
}
