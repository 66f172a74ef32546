import { useMemo } from 'react';
import { useAppConfig } from '../config/ConfigContext';
import type { FeatureFlags } from '../authProvider/accessNames';

/** The brand switches that route rules read (/config.json `brand`). */
export function useFeatureFlags(): FeatureFlags {
  const { brand } = useAppConfig();
  return useMemo(() => ({ groupsEnabled: brand.groupsEnabled }), [brand.groupsEnabled]);
}
