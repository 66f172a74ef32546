import { Button, CircularProgress, Stack, TableCell, TableRow } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import { accountTypeLabelKey, type AccountType } from '../../domain/permissions/brand';
import { serviceAccountStateLabelKey, type ServiceAccount } from '../../domain/schemas/serviceAccount';

export interface ServiceAccountRowProps {
  account: ServiceAccount;
  onEdit(): void;
  onDeleted(): Promise<unknown>;
  onDeleteFailed(error: unknown): void;
}

/** One service account; Delete (after confirmation) marks the row as deleting until the call and the reload finish. */
export function ServiceAccountRow({ account, onEdit, onDeleted, onDeleteFailed }: ServiceAccountRowProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: async () => {
      await dataProvider.deleteServiceAccount(account.id);
      await onDeleted();
    },
    onError: onDeleteFailed,
  });
  const isDeleting = remove.isPending;
  const product = accountTypeLabelKey[account.productId as AccountType];
  return (
    <TableRow aria-busy={isDeleting || undefined} sx={{ opacity: isDeleting ? 0.6 : 1 }}>
      <TableCell>{account.identifier}</TableCell>
      <TableCell>{account.userName}</TableCell>
      <TableCell>{product ? translate(product) : String(account.productId)}</TableCell>
      <TableCell>{translate(serviceAccountStateLabelKey[account.state])}</TableCell>
      <TableCell>{account.statusReason ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(account.lastUpdated, listDateFormat)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button size="small" disabled={isDeleting} onClick={onEdit} aria-label={translate('serviceAccounts.editLabel', { name: account.identifier })}>
            {translate('serviceAccounts.edit')}
          </Button>
          <Button size="small" color="error" disabled={isDeleting} onClick={() => setConfirming(true)} aria-label={translate(isDeleting ? 'serviceAccounts.deletingLabel' : 'serviceAccounts.deleteLabel', { name: account.identifier })}>
            {isDeleting ? translate('serviceAccounts.deleting') : translate('serviceAccounts.delete')}
          </Button>
          {isDeleting && <CircularProgress size={16} aria-hidden />}
        </Stack>
        <Confirm
          isOpen={confirming}
          title="serviceAccounts.deleteTitle"
          content="serviceAccounts.deleteConfirm"
          translateOptions={{ name: account.identifier }}
          confirm="serviceAccounts.delete"
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
}
