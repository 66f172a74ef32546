import { ErrorBar } from '../components/ErrorBar';
import { useAvailableRoles } from '../dataProvider/useAvailableRoles';

/** Loads the available roles at start; a failure shows "Unable to fetch available roles - …". */
export function RolesErrorBar() {
  const { error, refetch } = useAvailableRoles();
  return <ErrorBar error={error} messageKey="roles.error.failToLoad" onRetry={() => refetch()} />;
}
