/**
 * Doc 002 §3 "Data source (catalogue): name, display name, fields (name, display)". The specification
 * says the catalogue "loads through a store action (endpoint not shown)": ours is this constant,
 * read by the console and by the sandbox (which refuses unknown sources and fields). Only azure_users
 * (the user directory source) gets scope restrictions (doc 002 §3 "Scoped data source").
 */
export interface CatalogueField {
  name: string;
  display: string;
}
export interface CatalogueDataSource {
  name: string;
  displayName: string;
  fields: readonly CatalogueField[];
}

/** The user directory source, the only one the restriction builder handles. */
export const USER_DIRECTORY_SOURCE = 'azure_users';

export const dataSourceCatalogue: readonly CatalogueDataSource[] = [
  {
    name: USER_DIRECTORY_SOURCE,
    displayName: 'Users',
    fields: [
      { name: 'displayName', display: 'Display name' },
      { name: 'givenName', display: 'First name' },
      { name: 'surname', display: 'Last name' },
      { name: 'userPrincipalName', display: 'User principal name' },
      { name: 'mail', display: 'Email' },
      { name: 'jobTitle', display: 'Job title' },
      { name: 'department', display: 'Department' },
      { name: 'country', display: 'Country or region' },
      { name: 'officeLocation', display: 'Office location' },
      { name: 'companyName', display: 'Company name' },
      { name: 'accountEnabled', display: 'Account enabled' },
      { name: 'createdDateTime', display: 'Created' },
      { name: 'lastSignInDateTime', display: 'Last sign-in' },
    ],
  },
  {
    name: 'azure_groups',
    displayName: 'Groups',
    fields: [
      { name: 'displayName', display: 'Display name' },
      { name: 'description', display: 'Description' },
      { name: 'mail', display: 'Email' },
      { name: 'createdDateTime', display: 'Created' },
    ],
  },
  {
    name: 'azure_devices',
    displayName: 'Devices',
    fields: [
      { name: 'displayName', display: 'Display name' },
      { name: 'operatingSystem', display: 'Operating system' },
      { name: 'operatingSystemVersion', display: 'Operating system version' },
      { name: 'accountEnabled', display: 'Account enabled' },
      { name: 'approximateLastSignInDateTime', display: 'Last sign-in' },
    ],
  },
];

/** Fields of the user directory source whose values are dates (the restriction builder's Period applies). */
export const dateFields: Readonly<Record<string, readonly string[]>> = {
  azure_users: ['createdDateTime', 'lastSignInDateTime'],
  azure_groups: ['createdDateTime'],
  azure_devices: ['approximateLastSignInDateTime'],
};

export function catalogueSource(name: string): CatalogueDataSource | undefined {
  return dataSourceCatalogue.find((s) => s.name === name);
}

/** Field names of `allowedFields` that the source does not have (empty when all are known). */
export function unknownFields(source: CatalogueDataSource, fields: readonly string[]): string[] {
  return fields.filter((f) => !source.fields.some((x) => x.name === f));
}
