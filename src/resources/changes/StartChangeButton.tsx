import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import { Button, type ButtonProps } from '@mui/material';
import { Suspense, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { lazyPart } from '../../components/replacedBuild';
import type { ChangeTargets } from '../../domain/changes';
import { useOfferedActions } from './useOfferedActions';
import type { StartChangePreset } from './StartChangeDialog';

// The dialog, its form and the plan's table load when a change is started, not with the pages that offer it.
const StartChangeDialog = lazyPart(() => import('./StartChangeDialog').then((m) => ({ default: m.StartChangeDialog })));

export interface StartChangeButtonProps {
  /** The organizations it is for; omitted, the dialog asks for a group or an organization with its descendants. */
  targets?: ChangeTargets;
  /** What the targets are, in words, shown above the form. */
  targetsText?: string;
  preset?: StartChangePreset;
  /** The button's text (a catalogue key), e.g. "Change these organizations…". */
  labelKey: string;
  labelArgs?: Record<string, unknown>;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
}

/**
 * The entry point of a change job on another page (Organization Groups, Tenant Status, the hierarchy's
 * command bar, Manage Users): shown to whoever may start change jobs and is offered at least one
 * action here; it opens the start dialog.
 */
export function StartChangeButton({ targets, targetsText, preset, labelKey, labelArgs, variant = 'outlined', disabled }: StartChangeButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess = false } = useCanAccess({ resource: 'changes', action: 'create', record: targets });
  const offered = useOfferedActions(preset?.action);
  if (!canAccess || offered.length === 0) return null;
  return (
    <>
      <Button variant={variant} startIcon={<PublishedWithChangesIcon />} disabled={disabled} onClick={() => setOpen(true)}>
        {translate(labelKey, labelArgs)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <StartChangeDialog targets={targets} targetsText={targetsText} preset={preset} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
