import { z } from 'zod';

/**
 * /config.json: where the console finds its services. The same build talks to the sandbox or to
 * the vendor's hosts depending on this file. Regional services are keyed by the spec's regions.
 */
export const regionKeys = ['US', 'EMEA', 'S1'] as const;
export type RegionKey = (typeof regionKeys)[number];
export const environments = ['IS', 'QA', 'PROD'] as const;

const url = z.string().url();

export const appConfigSchema = z.object({
  environment: z.enum(environments),
  authority: z.object({ url, clientId: z.string().min(1) }),
  services: z.object({
    account: url,
    location: url,
    identity: url,
    analytics: url,
    authSettings: url,
    dataManagement: url,
    alerting: url,
    /** The audit log (read-only, ra-data-simple-rest's dialect). */
    audit: url,
    /** Change jobs: one change to many organizations, previewed, approved, applied and undone. */
    changes: url,
  }),
  /** Fallback hosts per region, used when the location service names none. */
  regions: z.record(z.enum(regionKeys), z.object({ reporting: url, dataQuery: url })),
  brand: z.object({
    productName: z.string().min(1),
    whitelabelId: z.number().int().nullable(),
    groupsEnabled: z.boolean(),
    invitationsAllowed: z.boolean(),
    userManagementAllowed: z.boolean(),
    radarProvisioningAllowed: z.boolean(),
    /** Brand configuration access: allowed account types (1 reporting, 3 management). */
    allowedAccountTypes: z.array(z.number().int()),
    /**
     * Doc 002 §2: the setup wizard's "flag" that skips stepTwo (the connection result) and leaves
     * out Terms and Agreements. Absent: false (docs/decisions.md "Setup wizard").
     */
    setupWizardSkipStepTwo: z.boolean().optional(),
  }),
  /** `identity`: the emulated identity provider's base (…/authorize), for the automatic global reader setup. */
  emulated: z.object({ consent: url, identity: url, graph: url, cardProvider: url, cardPublishableKey: z.string() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The default brand (doc 000 §6 "Brand configuration access"): what the sandbox serves and tests start from. */
export const defaultBrand: AppConfig['brand'] = {
  productName: 'Quadrant',
  whitelabelId: null,
  groupsEnabled: true,
  invitationsAllowed: true,
  userManagementAllowed: false,
  radarProvisioningAllowed: true,
  allowedAccountTypes: [1, 3],
};
