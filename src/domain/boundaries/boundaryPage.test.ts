import { BOUNDARY_CSV_COLUMNS, csvText } from '../csv';
import { localDayOf, matchesBoundaryFilter } from './boundaryList';
import { PERMISSION_CSV_COLUMNS, permissionRows } from './permissionRows';

describe('permissionRows (check permissions)', () => {
  it('gives one row per boundary, data source and field, and "All Fields" for a source without fields', () => {
    const rows = permissionRows(
      [
        {
          containerId: 1,
          name: 'Clinical research',
          anonymous: true,
          datasources: [{ datasource: 'azure_users', allowedFields: ['displayName', 'country'] }],
        },
        {
          containerId: 2,
          name: 'Sales',
          anonymous: false,
          datasources: [
            { datasource: 'azure_groups', allowedFields: [] },
            { datasource: 'azure_devices', allowedFields: ['displayName'] },
          ],
        },
        { containerId: 3, name: 'Empty', anonymous: false, datasources: [] },
      ],
      'All Fields',
    );
    expect(rows).toEqual([
      { fieldName: 'displayName', boundary: 'Clinical research', dataSource: 'azure_users', anonymous: true },
      { fieldName: 'country', boundary: 'Clinical research', dataSource: 'azure_users', anonymous: true },
      { fieldName: 'All Fields', boundary: 'Sales', dataSource: 'azure_groups', anonymous: false },
      { fieldName: 'displayName', boundary: 'Sales', dataSource: 'azure_devices', anonymous: false },
    ]);
    expect(permissionRows([], 'All Fields')).toEqual([]);
  });

  it('writes the CSV columns in order, true/false for anonymous, ";" as "!", formulas neutralised', () => {
    const rows = permissionRows(
      [{ containerId: 1, name: '=Team;A', anonymous: false, datasources: [{ datasource: 'azure_users', allowedFields: [] }] }],
      'All Fields',
    );
    expect(csvText(rows, PERMISSION_CSV_COLUMNS, { replaceSemicolons: true }).split('\r\n')).toEqual([
      'fieldName,boundary,dataSource,anonymous',
      `All Fields,"'=Team!A",azure_users,false`,
    ]);
  });
});

describe('boundary list filters', () => {
  const row = {
    name: 'Sales Europe',
    description: 'Sales teams',
    createdOnUtc: '2026-03-11T14:40:00.000Z',
    updatedOnUtc: '2026-04-01T10:00:00.000Z',
  };
  it('matches text columns by contained text, ignoring case, and date columns by the local day', () => {
    expect(matchesBoundaryFilter(row, {})).toBe(true);
    expect(matchesBoundaryFilter(row, { name: 'europe' })).toBe(true);
    expect(matchesBoundaryFilter(row, { name: 'asia' })).toBe(false);
    expect(matchesBoundaryFilter(row, { description: ' TEAMS ' })).toBe(true);
    expect(matchesBoundaryFilter(row, { filterCreatedOn: localDayOf(row.createdOnUtc) })).toBe(true);
    expect(matchesBoundaryFilter(row, { filterCreatedOn: '2026-03-01' })).toBe(false);
    expect(matchesBoundaryFilter(row, { filterUpdatedOn: localDayOf(row.updatedOnUtc), name: 'sales' })).toBe(true);
    expect(localDayOf('not a date')).toBe('');
  });

  it('the list CSV has the specification columns', () => {
    expect(csvText([{ ...row, description: 'a;b', name: '@x' }], BOUNDARY_CSV_COLUMNS, { replaceSemicolons: true }).split('\r\n')[1]).toBe(
      `"'@x",a!b,${row.createdOnUtc},${row.updatedOnUtc}`,
    );
  });
});
