import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useHierarchyMessages } from '../../../components/hierarchy/HierarchyMessages';
import type { DataCollectionStatus } from '../../../dataProvider/dataCollectionMethods';
import { SignUpStatus } from '../../../domain/status/provisioning';
import { hierarchyPath } from '../../../components/hierarchy/hierarchyPath';
import { provisioningRunning } from './dataCollectionQueries';

/**
 * Doc 000 §4: "After init completes outside setup mode, the user is sent to /hierarchy/{orgId}". The
 * Data Collection tab (never the setup wizard, which shows its own next step) follows the run, then,
 * once a run it saw running ends signed up, goes to the organization's page, which says (doc 002 §4)
 * "Data may take minutes to hours to appear after registration." A failed run stays, with its
 * failure and Retry.
 */
export function useHomeAfterProvisioning(orgId: number, status: DataCollectionStatus | undefined) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const { show } = useHierarchyMessages();
  // The organization whose run was seen running: switching organizations starts over.
  const seenRunning = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!status) return;
    if (provisioningRunning(status)) {
      seenRunning.current = orgId;
      return;
    }
    const completed = seenRunning.current === orgId && status.status === SignUpStatus.SignedUp;
    seenRunning.current = undefined;
    if (!completed) return;
    show({ key: 'provisioned', orgId, severity: 'success', text: translate('dataCollection.dataMayTakeTime') });
    navigate(hierarchyPath({ orgId }));
  }, [orgId, status, navigate, show, translate]);
}
