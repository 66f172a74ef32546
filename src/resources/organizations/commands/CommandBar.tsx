import { Button, Tooltip } from '@mui/material';
import { OverflowToolbar } from '../../../components/OverflowToolbar';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { commandOrder, commandReasonKey, type CommandKey, type CommandState } from '../../../authProvider/accessNames';
import type { Organization } from '../../../domain/schemas/organization';
import { hierarchyPath, type ActionKey } from '../../../components/hierarchy/hierarchyPath';
import type { OrganizationDetail } from '../useOrganizationDetail';
import { ConnectTenantButton } from './ConnectTenantButton';
import { DeleteOrgDialog } from './DeleteOrgDialog';
import { ResyncButton } from './ResyncButton';
import { StartChangeButton } from '../../changes/StartChangeButton';

/** Commands that open a modal action route (doc 000 §2 "Modal action routes"). */
const commandAction: Partial<Record<CommandKey, ActionKey>> = {
  addChild: 'add-child',
  edit: 'edit',
  users: 'manage-associations',
  addTrial: 'add-trial',
  provisionDpc: 'provision-dpc',
};

/**
 * Doc 000 §2 "Command bar actions" with the §6 rules (commandBar of src/domain): each command is
 * shown or not, and a disabled one says why. Hidden entirely for the license-admin restriction.
 */
export function CommandBar({ detail, organization }: { detail: OrganizationDetail; organization: Organization }) {
  const translate = useTranslate();
  const [deleting, setDeleting] = useState(false);
  const { commands } = detail;
  const shown = commandOrder.filter((k) => commands[k].visible);
  if (!shown.length && !detail.connectCommand) return null;
  const button = (key: CommandKey, state: CommandState): ReactNode => {
    const label = translate(`hierarchy.commands.${key}`);
    const action = commandAction[key];
    let control: ReactNode;
    if (key === 'resyncTenant') return <ResyncButton key={key} orgId={organization.id} />;
    if (key === 'deleteOrg') {
      control = (
        <Button color="error" disabled={!state.enabled} onClick={() => setDeleting(true)}>
          {label}
        </Button>
      );
    } else if (key === 'setupReporting') {
      control = (
        <Button component={Link} to={`/${organization.parentId ?? organization.id}/setup/${organization.id}`} disabled={!state.enabled}>
          {label}
        </Button>
      );
    } else {
      control = (
        <Button component={Link} to={hierarchyPath({ orgId: organization.id, action })} disabled={!state.enabled}>
          {label}
        </Button>
      );
    }
    if (state.enabled || !state.reason) return <span key={key}>{control}</span>;
    return (
      <Tooltip key={key} title={translate(commandReasonKey(state.reason))} describeChild>
        <span>{control}</span>
      </Tooltip>
    );
  };
  return (
    <>
      <OverflowToolbar label={translate('hierarchy.commands.label')}>
        {shown.map((k) => button(k, commands[k]))}
        {detail.connectCommand && <ConnectTenantButton key="connect" kind={detail.connectCommand} organization={organization} />}
        {/* The audit-log action route (doc 000 §2 names it; the command bar's list has no command for it). */}
        <Button key="audit-log" component={Link} to={hierarchyPath({ orgId: organization.id, action: 'audit-log' })}>
          {translate('auditEvents.openLog')}
        </Button>
        {/* A change job over it and its descendants (docs/api.md "Change jobs"); shown to whoever may start one. */}
        <StartChangeButton
          key="change"
          variant="text"
          targets={{ kind: 'subtree', organizationId: organization.id }}
          targetsText={translate('changes.entry.subtreeText', { name: organization.name })}
          labelKey="changes.entry.subtree"
        />
      </OverflowToolbar>
      {deleting && <DeleteOrgDialog organization={organization} onClose={() => setDeleting(false)} />}
    </>
  );
}
