import { useParams } from 'react-router-dom';
import { Loading } from 'react-admin';
import { NotFound } from '../../components/NotFound';
import { useProfile } from '../../components/useProfile';
import { SetupPanel } from './SetupPanel';
import { useTenantCallback } from './useTenantCallback';

const idOf = (value: string | undefined) => (/^[1-9]\d{0,15}$/.test(value ?? '') ? Number(value) : undefined);

/**
 * /{parentOrgId}/setup/{orgId?} (doc 002 §2), system administrators only (route key setup): the
 * setup wizard, and the return address of its tenant connection (the directory's answer in the query).
 */
export default function SetupWizardPage() {
  const { parentOrgId: parentParam, orgId: orgParam } = useParams();
  const parentOrgId = idOf(parentParam);
  const pathOrgId = idOf(orgParam);
  if (parentOrgId === undefined || (orgParam !== undefined && pathOrgId === undefined)) return <NotFound />;
  return <SetupWizardRoute parentOrgId={parentOrgId} pathOrgId={pathOrgId} />;
}

function SetupWizardRoute({ parentOrgId, pathOrgId }: { parentOrgId: number; pathOrgId: number | undefined }) {
  const { profile } = useProfile();
  if (!profile) return <Loading />;
  return <WithCallback parentOrgId={parentOrgId} pathOrgId={pathOrgId} profileOrgId={profile.organizationId} />;
}

function WithCallback({ parentOrgId, pathOrgId, profileOrgId }: { parentOrgId: number; pathOrgId: number | undefined; profileOrgId: number }) {
  const { orgId, outcome, retry } = useTenantCallback(parentOrgId, pathOrgId, profileOrgId);
  if (orgId === undefined) return <NotFound />;
  return <SetupPanel key={orgId} parentOrgId={parentOrgId} orgId={orgId} callback={outcome} onRetryConnection={retry} />;
}
