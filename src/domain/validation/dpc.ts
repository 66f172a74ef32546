/** Doc 000 §5 "DPC alias" and "Data collection provision"; doc 002 §5; doc 000 §9. */
import { z } from 'zod';
import { addIssues, msg, REQUIRED_KEY, type ValidationMessage } from './messages';

/** Doc 000 §9: "DPC alias: maximum 10 characters". */
export const DPC_ALIAS_MAX_LENGTH = 10;
/** Doc 002 §9: "A reserved alias list exists (values not shown)"; doc 000 §5 names 'master'. */
export const DPC_RESERVED_ALIASES: readonly string[] = ['master'];

/**
 * Doc 000 §5: "Optional until typed. Maximum 10 characters. Must not be 'master'
 * (case-insensitive). Must start with a lowercase letter. May contain only lowercase letters,
 * digits and hyphens. No double hyphens and no trailing hyphen. Message keys:
 * dpcProvisioning.alias.matchError, lengthError, formatError."
 * Empty → undefined (nothing typed yet). Checked in the order reserved, length, format.
 */
export function dpcAliasMessage(alias: string | null | undefined): ValidationMessage | undefined {
  const value = alias ?? '';
  if (value === '') return undefined;
  if (DPC_RESERVED_ALIASES.includes(value.toLowerCase())) return msg('dpcProvisioning.alias.matchError');
  if (value.length > DPC_ALIAS_MAX_LENGTH) return msg('dpcProvisioning.alias.lengthError', { number: DPC_ALIAS_MAX_LENGTH });
  if (!/^[a-z][a-z0-9-]*$/.test(value) || value.includes('--') || value.endsWith('-')) {
    return msg('dpcProvisioning.alias.formatError');
  }
  return undefined;
}

/**
 * Doc 000 §5: "A region and a valid alias are both required to submit. Only the alias is sent,
 * and the region selects the endpoint host."
 */
export const dpcProvisioningSchema = z.object({ region: z.string(), alias: z.string() }).superRefine((v, ctx) => {
  if (v.region.trim() === '') addIssues(ctx, [msg(REQUIRED_KEY)], ['region']);
  const aliasMessage = v.alias === '' ? msg(REQUIRED_KEY) : dpcAliasMessage(v.alias);
  if (aliasMessage) addIssues(ctx, [aliasMessage], ['alias']);
});
export type DpcProvisioningValues = z.infer<typeof dpcProvisioningSchema>;

/** The body of PUT {region endpointUrl}{token}{orgId}/application (doc 000 §7): only the alias. */
export const dpcProvisioningBodySchema = z
  .object({ alias: z.string().refine((a) => a !== '' && !dpcAliasMessage(a), 'dpcProvisioning.alias.formatError') })
  .strict();

export function canSubmitDpcProvisioning(values: { region: string | null | undefined; alias: string | null | undefined }): boolean {
  return dpcProvisioningSchema.safeParse({ region: values.region ?? '', alias: values.alias ?? '' }).success;
}

/**
 * Doc 000 §5 "Data collection provision: requires a region selection unless a data provisioning
 * endpoint is preset. It is disabled if the organization has no directory tenant id."
 */
export function canSubmitDataCollectionProvision(input: {
  region: string | null | undefined;
  presetEndpoint: boolean;
  azureAdTenantId: string | null | undefined;
}): boolean {
  if (!input.azureAdTenantId) return false;
  return input.presetEndpoint || !!input.region;
}

/** The data collection provision form (doc 000 §5): a region, picked or preset by the Reporting endpoint. */
export const dataCollectionProvisionSchema = z.object({ region: z.string() }).superRefine((v, ctx) => {
  if (v.region === '') addIssues(ctx, [msg(REQUIRED_KEY)], ['region']);
});
export type DataCollectionProvisionValues = z.infer<typeof dataCollectionProvisionSchema>;
