import { useAvailableRoles } from '../dataProvider/useAvailableRoles';

/** Loads the available roles when the console starts (doc 001 §7); a failure shows in the error bar. */
export function LoadRolesAtStart() {
  useAvailableRoles();
  return null;
}
