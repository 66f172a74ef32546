import type { FastifyInstance } from 'fastify';
import {
  canWriteGroups,
  explainReadGroupsAt,
  groupCreateBodySchema,
  groupMemberParamsSchema,
  groupParamsSchema,
  groupUpdateBodySchema,
  organizationAccess,
  orgParamsSchema,
  type GroupCreated,
  type OrganizationGroup,
  type Profile,
} from '../../src/domain';
import { profileOf } from '../context';
import { badRequest, HttpError, notFound } from '../http/errors';
import { declareAccess, deny, fromParam, grantedRecord, organization, organizationWhere, recordOf, type AccessRequest } from '../http/routeAccess';
import { validated } from '../http/validate';

interface GroupRow {
  id: number;
  organization_id: number;
  parent_id: number | null;
  name: string;
}

/** Doc 001 §5 "A group that has child groups cannot be deleted": the same text as groups.error.hasChildren. */
export const GROUP_HAS_CHILDREN = 'A group that has child groups cannot be deleted';

/**
 * Organization service, organization groups (doc 001 §2.1, §3, §5, §7): the groups an
 * organization owns, hierarchical, with their member organizations. Read: the groups route's roles
 * (canReadGroups: the brand's groupsEnabled) and view of the organization; write: canWriteGroups
 * (not the TMS viewer) and manage of it. A group id outside the organization answers 404 as an
 * unknown one. Registered under /svc/account.
 */
export async function groupsService(app: FastifyInstance) {
  const { db, orgIndex, brand } = app.sandbox;
  const features = { groupsEnabled: brand.groupsEnabled };
  const base = '/api/v1.0/organizations/:orgId/organizationGroupHierarchy';
  const groupsOf = db.prepare(
    'SELECT id, organization_id, parent_id, name FROM organization_groups WHERE organization_id = ? ORDER BY name COLLATE NOCASE, id',
  );
  const membersOf = db.prepare(`SELECT m.group_id, m.organization_id FROM organization_group_members m
    JOIN organization_groups g ON g.id = m.group_id WHERE g.organization_id = ? ORDER BY m.group_id, m.organization_id`);
  const oneGroup = db.prepare('SELECT id, organization_id, parent_id, name FROM organization_groups WHERE id = ? AND organization_id = ?');
  const hasChild = db.prepare('SELECT 1 FROM organization_groups WHERE parent_id = ? LIMIT 1').pluck();
  const isMember = db.prepare('SELECT 1 FROM organization_group_members WHERE group_id = ? AND organization_id = ?').pluck();
  const siblingNamed = db
    .prepare(
      `SELECT 1 FROM organization_groups WHERE organization_id = ? AND parent_id IS ? AND lower(name) = lower(?)
    AND id <> ? LIMIT 1`,
    )
    .pluck();

  const writeRoles = (c: AccessRequest) => deny(canWriteGroups(c.profile, features), 'Your roles do not allow changing organization groups');
  /**
   * Read: explainReadGroupsAt, the rule the Access tab explains (the groups route's roles, then view
   * of the organization); write: canWriteGroups, then manage of it.
   */
  const read = declareAccess({
    resource: 'groups',
    action: 'list',
    record: organizationWhere(
      fromParam('orgId'),
      'view',
      (c, access) => explainReadGroupsAt(c.profile, access, features),
      'Your roles do not allow reading organization groups',
    ),
  });
  const create = declareAccess({ resource: 'groups', action: 'create', roles: writeRoles, record: organization(fromParam('orgId'), 'manage') });
  /**
   * One group: canWriteGroups, manage of the organization (403), then the group, one of the
   * organization's (404 alike for an unknown group and another organization's).
   */
  const group = (action: 'edit' | 'delete') =>
    declareAccess<GroupRow>({
      resource: 'groups',
      action,
      roles: writeRoles,
      record: (c) => {
        const org = organization(fromParam('orgId'), 'manage')(c);
        const groupOf = (_sandbox: unknown, id: number) => oneGroup.get(id, c.params.orgId) as GroupRow | undefined;
        return {
          ...recordOf(
            'groupId',
            groupOf,
            (g) => g.organization_id,
            'manage',
            (id) => `Organization group ${id} not found`,
          )(c),
          org: org.org,
        };
      },
    });
  /**
   * Whether the caller may view an organization: members they may not view are left out of every
   * answer (their ids are not theirs to learn) and cannot be removed by them (answered as unknown).
   */
  const viewer = (profile: Profile) => {
    const tree = orgIndex.current();
    const visible = new Map<number, boolean>();
    return (id: number) => {
      if (!visible.has(id)) {
        const path = tree.path(id);
        visible.set(id, !!path && organizationAccess(profile, path).view);
      }
      return visible.get(id)!;
    };
  };
  const sameName = (orgId: number, parentId: number | null, name: string, id = 0) => {
    if (siblingNamed.get(orgId, parentId, name, id) !== undefined) {
      const text = `A group named ${name} already exists at this level`;
      throw badRequest(text, { name: [text] });
    }
  };

  app.get(
    '/api/v1.0/organizations/:orgId/organizationGroupHierarchies',
    { config: { access: read } },
    validated({ params: orgParamsSchema }, async ({ params }, request): Promise<OrganizationGroup[]> => {
      const profile = profileOf(request);
      const canView = viewer(profile);
      const members = new Map<number, number[]>();
      for (const m of membersOf.all(params.orgId) as { group_id: number; organization_id: number }[]) {
        if (canView(m.organization_id)) (members.get(m.group_id) ?? members.set(m.group_id, []).get(m.group_id)!).push(m.organization_id);
      }
      return (groupsOf.all(params.orgId) as GroupRow[]).map((g) => ({
        id: g.id,
        name: g.name,
        parentId: g.parent_id,
        organizations: members.get(g.id) ?? [],
        organizationId: g.organization_id,
      }));
    }),
  );

  app.post(
    base,
    { config: { access: create } },
    validated({ params: orgParamsSchema, body: groupCreateBodySchema }, async ({ params, body }, _request, reply) => {
      if (body.parentId !== null && !oneGroup.get(body.parentId, params.orgId)) {
        const text = `The parent group ${body.parentId} is not a group of organization ${params.orgId}`;
        throw badRequest(text, { parentId: [text] });
      }
      sameName(params.orgId, body.parentId, body.name);
      const result = db
        .prepare('INSERT INTO organization_groups (organization_id, parent_id, name) VALUES (?, ?, ?)')
        .run(params.orgId, body.parentId, body.name);
      const created: GroupCreated = { organizationGroupId: Number(result.lastInsertRowid) };
      return reply.code(201).send(created);
    }),
  );

  app.patch(
    `${base}/:groupId`,
    { config: { access: group('edit') } },
    validated({ params: groupParamsSchema, body: groupUpdateBodySchema }, async ({ body }, request): Promise<OrganizationGroup> => {
      const profile = profileOf(request);
      const row = grantedRecord<GroupRow>(request);
      sameName(row.organization_id, row.parent_id, body.name, row.id);
      db.prepare('UPDATE organization_groups SET name = ? WHERE id = ?').run(body.name, row.id);
      const members = db
        .prepare('SELECT organization_id FROM organization_group_members WHERE group_id = ? ORDER BY organization_id')
        .pluck()
        .all(row.id) as number[];
      const organizations = members.filter(viewer(profile));
      return { id: row.id, name: body.name, parentId: row.parent_id, organizations, organizationId: row.organization_id };
    }),
  );

  app.delete(
    `${base}/:groupId`,
    { config: { access: group('delete') } },
    validated({ params: groupParamsSchema }, async (_input, request, reply) => {
      const row = grantedRecord<GroupRow>(request);
      if (hasChild.get(row.id) !== undefined) throw new HttpError(409, GROUP_HAS_CHILDREN, { groupId: [GROUP_HAS_CHILDREN] });
      db.prepare('DELETE FROM organization_groups WHERE id = ?').run(row.id);
      return reply.code(204).send();
    }),
  );

  app.post(
    `${base}/:groupId/organizations/:memberOrgId`,
    { config: { access: group('edit') } },
    validated({ params: groupMemberParamsSchema }, async ({ params }, request, reply) => {
      const profile = profileOf(request);
      const row = grantedRecord<GroupRow>(request);
      // Only an organization the caller may view, inside the owning organization's subtree; unknown alike.
      const path = orgIndex.current().path(params.memberOrgId);
      if (!path || !path.some((o) => o.id === row.organization_id) || !organizationAccess(profile, path).view) {
        const text = `Organization ${params.memberOrgId} cannot be added: it is not an organization you may view under this group's organization`;
        throw badRequest(text, { orgId: [text] });
      }
      if (isMember.get(row.id, params.memberOrgId) !== undefined) {
        const text = `Organization ${params.memberOrgId} is already in the group`;
        throw badRequest(text, { orgId: [text] });
      }
      db.prepare('INSERT INTO organization_group_members (group_id, organization_id) VALUES (?, ?)').run(row.id, params.memberOrgId);
      return reply.code(204).send();
    }),
  );

  app.delete(
    `${base}/:groupId/organizations/:memberOrgId`,
    { config: { access: group('edit') } },
    validated({ params: groupMemberParamsSchema }, async ({ params }, request, reply) => {
      const profile = profileOf(request);
      const row = grantedRecord<GroupRow>(request);
      const unknown = () => notFound(`Organization ${params.memberOrgId} is not in the group`);
      // A member the caller may not view answers as one that is not there, and stays.
      if (!viewer(profile)(params.memberOrgId)) throw unknown();
      const removed = db.prepare('DELETE FROM organization_group_members WHERE group_id = ? AND organization_id = ?').run(row.id, params.memberOrgId);
      if (removed.changes === 0) throw unknown();
      return reply.code(204).send();
    }),
  );
}
