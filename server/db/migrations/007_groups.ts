/**
 * Organization groups (doc 001 §3 "Organization group"): named, hierarchical sets of
 * organizations owned by one organization. A group's parent is a group of the same organization;
 * a group with child groups cannot be removed: the service answers 409 (the cascade serves only an organization's removal).
 */
export const sql = `
CREATE TABLE organization_groups (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES organization_groups(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100)
);
CREATE INDEX organization_groups_organization_id ON organization_groups(organization_id);
CREATE INDEX organization_groups_parent_id ON organization_groups(parent_id);

CREATE TABLE organization_group_members (
  group_id INTEGER NOT NULL REFERENCES organization_groups(id) ON DELETE CASCADE,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, organization_id)
);
CREATE INDEX organization_group_members_organization_id ON organization_group_members(organization_id);
`;
