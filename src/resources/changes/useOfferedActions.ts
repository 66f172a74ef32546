import { useMemo } from 'react';
import { useAccess } from '../../components/useAccess';
import { changeActions, type ChangeAction } from '../../domain/changes';

/**
 * The change actions offered to the signed-in user, as canAccess answers `changes.actions.<action>`
 * (create): those their roles may run on some organization; the preview then decides each target.
 * With `only`, that action alone, if offered.
 */
export function useOfferedActions(only?: ChangeAction): ChangeAction[] {
  const { can } = useAccess();
  return useMemo(
    () => changeActions.filter((a) => (!only || a === only) && can({ resource: `changes.actions.${a}`, action: 'create' })),
    [can, only],
  );
}
