import {
  addFilter,
  addGroup,
  changeFilter,
  operatorsFor,
  removeFilter,
  restrictionOfScoped,
  scopedFromRestriction,
  setGroupConjunction,
  updateFilter,
} from './filterBuilder';
import type { RestrictionFilter } from './restriction';

const blank: RestrictionFilter = { id: 'f1', field: '', operator: 'equal', value: '', conjunction: 'none' };

describe('the filter builder over the restriction language (doc 002 §5)', () => {
  it('shows a stored restriction as groups and saves it unchanged until the builder is touched', () => {
    const s = scopedFromRestriction("(country eq 'Germany'{^}country eq 'France'){,}(createdDateTime gt ago(1y))");
    expect(s.unsupported).toBeNull();
    expect(s.groups[1]).toMatchObject({ conjunction: 'and', filters: [{ field: 'createdDateTime', operator: 'last', value: '1', period: 'year' }] });
    expect(restrictionOfScoped(s)).toBe(s.original);
  });
  it('a restriction it cannot show: the warning kind, no groups; kept until changed, then overridden', () => {
    const s = scopedFromRestriction("((country eq 'Germany'))");
    expect(s).toMatchObject({ unsupported: 'nestedGroups', groups: [] });
    expect(restrictionOfScoped(s)).toBe("((country eq 'Germany'))");
    const groups = updateFilter(addGroup(s.groups), 'g1', 'f1', { field: 'department', operator: 'equal', value: 'Sales' });
    expect(restrictionOfScoped({ ...s, groups, touched: true })).toBe("(department eq 'Sales')");
  });
  it('date fields offer last and not last (greater / less than ago); Period defaults to day; writes ago(N unit)', () => {
    expect(operatorsFor('createdDateTime')).toContain('last');
    expect(operatorsFor('department')).not.toContain('last');
    const f = changeFilter({ ...blank, field: 'createdDateTime' }, { operator: 'last', value: '7' });
    expect(f).toMatchObject({ operator: 'last', value: '7', period: 'day' });
    const groups = [{ id: 'g1', conjunction: 'none' as const, filters: [changeFilter(f, { operator: 'notLast', period: 'week' })] }];
    expect(restrictionOfScoped({ groups, unsupported: null, original: '', touched: true })).toBe('(createdDateTime lt ago(7w))');
  });
  it('a field without last takes equal; empty takes no value; leaving last clears N and Period', () => {
    const last = changeFilter({ ...blank, field: 'createdDateTime' }, { operator: 'last', value: '3' });
    expect(changeFilter(last, { field: 'department' })).toEqual({ ...blank, field: 'department' });
    expect(changeFilter({ ...blank, field: 'department', value: 'x' }, { operator: 'empty' })).toMatchObject({ operator: 'empty', value: '' });
    expect(changeFilter({ ...blank, field: 'createdDateTime', value: 'abc' }, { operator: 'last' }).value).toBe('');
  });
  it('adds and removes groups and filters, with conjunctions none / and / or', () => {
    let groups = addGroup([]);
    groups = addFilter(groups, 'g1');
    groups = updateFilter(groups, 'g1', 'f1', { field: 'country', value: 'Germany' });
    groups = updateFilter(groups, 'g1', 'f2', { field: 'country', value: 'France', conjunction: 'or' });
    groups = addGroup(groups);
    groups = updateFilter(groups, 'g2', 'f3', { field: 'department', operator: 'notEmpty' });
    expect(restrictionOfScoped({ groups, unsupported: null, original: '', touched: true })).toBe(
      "(country eq 'Germany'{^}country eq 'France'){,}(department notempty)",
    );
    groups = setGroupConjunction(groups, 'g2', 'or');
    groups = removeFilter(groups, 'g1', 'f1');
    expect(restrictionOfScoped({ groups, unsupported: null, original: '', touched: true })).toBe("(country eq 'France'){^}(department notempty)");
    groups = removeFilter(groups, 'g1', 'f2');
    expect(groups.map((g) => [g.id, g.conjunction])).toEqual([['g2', 'none']]);
  });
});
