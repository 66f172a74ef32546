/**
 * Every name and free text the sandbox stores, in the body schema it is validated with and the form
 * schema or message function the console checks it with: the rule for stored text (text.ts) applies to
 * each, line breaks only where the field has several lines, and the NFC form is what a body parses to.
 */
import type { z } from 'zod';
import {
  containerCreateBodySchema,
  containerDatasourceCreateBodySchema,
  containerUpdateBodySchema,
  containerUserCreateBodySchema,
} from '../schemas/container';
import { groupCreateBodySchema, groupUpdateBodySchema } from '../schemas/group';
import { createInviteBodySchema } from '../schemas/invite';
import { iumOrganizationPatchBodySchema } from '../schemas/organizationSettings';
import { tenantNoteFormSchema, tenantNotePatchBodySchema } from '../schemas/reportingTenant';
import { serviceAccountCreateBodySchema, serviceAccountUpdateBodySchema } from '../schemas/serviceAccount';
import { subscriptionCreateBodySchema, subscriptionPatchBodySchema, trialSubscriptionBodySchema } from '../schemas/subscription';
import { tenantContactBodySchema } from '../schemas/tenantStatus';
import { createUserBodySchema } from '../schemas/user';
import { boundaryFormSchema, boundaryTextMessages } from './boundary';
import { groupNameMessages } from './groups';
import { firstMessages } from './messages';
import { childOrganizationSchema, createOrganizationBodySchema, updateManagedOrganizationBodySchema } from './organization';
import { addUserMessages, inviteMessages } from './people';
import { serviceAccountFormSchema, serviceAccountMessages } from './serviceAccount';
import { subscriptionFormSchema } from './subscription';
import { tenantContactFormSchema } from './tenantContact';
import { FORBIDDEN_CHARACTER_KEY } from './text';

const RLO = '\u202E';
const refused = (characters: string) => ({ key: FORBIDDEN_CHARACTER_KEY, params: { characters } });
const secret = 'QUJD';
const subscription = {
  paymentType: 'Prepaid',
  recurrenceType: 'Monthly',
  paymentProvider: 'Stripe',
  tenantName: 'contoso',
  description: 'Main',
  notes: '',
};
const trial = { tenantName: 'contoso', description: 'Trial', notes: '', paymentType: 'Child', recurrenceType: 'None', paymentProvider: 'Other' };
const organization = { name: 'Contoso', parentOrganizationId: 1, parentCanView: false, parentCanManage: true, organizationType: 4 };

/** [what, body schema, a valid body, the text field, whether it has several lines] */
const fields: [string, z.ZodType, Record<string, unknown>, string, boolean][] = [
  ['organization create: name', createOrganizationBodySchema, organization, 'name', false],
  [
    'organization managed edit: name',
    updateManagedOrganizationBodySchema,
    { name: 'Contoso', parentCanView: false, parentCanManage: true },
    'name',
    false,
  ],
  ['organization config: externalBillingId', iumOrganizationPatchBodySchema, { externalBillingId: 'B-1' }, 'externalBillingId', false],
  ['organization config: customerReference', iumOrganizationPatchBodySchema, { customerReference: 'R-1' }, 'customerReference', false],
  ['group create: name', groupCreateBodySchema, { name: 'Gold', parentId: null }, 'name', false],
  ['group rename: name', groupUpdateBodySchema, { name: 'Gold' }, 'name', false],
  ['boundary create: name', containerCreateBodySchema, { name: 'Finance' }, 'name', false],
  ['boundary create: description', containerCreateBodySchema, { name: 'Finance', description: 'All' }, 'description', true],
  ['boundary edit: name', containerUpdateBodySchema, { name: 'Finance' }, 'name', false],
  ['boundary edit: description', containerUpdateBodySchema, { description: 'All' }, 'description', true],
  ['boundary data source: datasource', containerDatasourceCreateBodySchema, { datasource: 'azure_users', allowedFields: [] }, 'datasource', false],
  [
    'boundary data source: restriction',
    containerDatasourceCreateBodySchema,
    { datasource: 'azure_users', allowedFields: [], restriction: 'a' },
    'restriction',
    true,
  ],
  [
    'service account create: identifier',
    serviceAccountCreateBodySchema,
    { userName: 'svc@contoso.com', identifier: 'Reports', secret, productId: 1 },
    'identifier',
    false,
  ],
  [
    'service account create: userName',
    serviceAccountCreateBodySchema,
    { userName: 'svc@contoso.com', identifier: 'Reports', secret, productId: 1 },
    'userName',
    false,
  ],
  [
    'service account edit: identifier',
    serviceAccountUpdateBodySchema,
    { userName: 'svc@contoso.com', identifier: 'Reports', productId: 1 },
    'identifier',
    false,
  ],
  ['tenant contact: name', tenantContactBodySchema, { name: 'Ann', email: 'a@b.c', phone: '1', notes: '' }, 'name', false],
  ['tenant contact: email', tenantContactBodySchema, { name: 'Ann', email: 'a@b.c', phone: '1', notes: '' }, 'email', false],
  ['tenant contact: phone', tenantContactBodySchema, { name: 'Ann', email: 'a@b.c', phone: '1', notes: '' }, 'phone', false],
  ['tenant contact: notes', tenantContactBodySchema, { name: 'Ann', email: 'a@b.c', phone: '1', notes: 'n' }, 'notes', true],
  ['tenant note', tenantNotePatchBodySchema, { customNodes: 'n' }, 'customNodes', true],
  ['subscription create: tenantName', subscriptionCreateBodySchema, { ...subscription, organizationId: 1 }, 'tenantName', false],
  ['subscription edit: description', subscriptionPatchBodySchema, subscription, 'description', false],
  ['subscription edit: notes', subscriptionPatchBodySchema, subscription, 'notes', true],
  ['trial subscription: notes', trialSubscriptionBodySchema, trial, 'notes', true],
  ['user create: firstName', createUserBodySchema, { email: 'a@b.c', providerName: 'QT', firstName: 'Ann', lastName: 'Lee' }, 'firstName', false],
  ['user create: lastName', createUserBodySchema, { email: 'a@b.c', providerName: 'QT', firstName: 'Ann', lastName: 'Lee' }, 'lastName', false],
  ['user create: email', createUserBodySchema, { email: 'a@b.c', providerName: 'QT', firstName: 'Ann', lastName: 'Lee' }, 'email', false],
  ['invite: email', createInviteBodySchema, { organizationId: 1, email: 'a@b.c', roles: ['8c4f1c39-1111-4111-8111-111111111111'] }, 'email', false],
];

describe('every stored text field refuses what hides or reorders it (body schemas)', () => {
  it.each(fields)('%s', (_, schema, body, field, multiline) => {
    const value = String(body[field] || 'x');
    expect(schema.safeParse(body).success).toBe(true);
    const bad = schema.safeParse({ ...body, [field]: `${value}${RLO}gnp.exe` });
    expect(bad.success).toBe(false);
    expect(firstMessages(bad.error!)[field]).toEqual(refused('U+202E'));
    expect(firstMessages(schema.safeParse({ ...body, [field]: `${value}\uD800` }).error!)[field]).toEqual(refused('U+D800'));
    expect(schema.safeParse({ ...body, [field]: `${value}\u200B` }).success).toBe(false);
    expect(schema.safeParse({ ...body, [field]: `${value}\u0000` }).success).toBe(false);
    expect(schema.safeParse({ ...body, [field]: `${value}\nmore` }).success).toBe(multiline);
  });

  it.each(fields.filter(([, , , field]) => !['email', 'userName'].includes(field)))('%s: stored in its NFC form', (_, schema, body, field) => {
    const parsed = schema.parse({ ...body, [field]: 'Cafe\u0301' }) as Record<string, unknown>;
    expect(parsed[field]).toBe('Café');
  });

  it('a boundary user’s allowed actions and a data source’s fields are names too', () => {
    expect(containerUserCreateBodySchema.safeParse({ userId: 'u1', anonymous: false, allowedActions: [`read${RLO}`] }).success).toBe(false);
    expect(containerDatasourceCreateBodySchema.safeParse({ datasource: 'azure_users', allowedFields: [`mail${RLO}`] }).success).toBe(false);
  });
});

describe('the console’s forms name the same message on the field', () => {
  it('child organization, group name, service account, tenant contact, note, subscription', () => {
    const child = childOrganizationSchema.safeParse({ ...organization, name: `invoice${RLO}gnp.exe`, useCertBasedAuth: false });
    expect(firstMessages(child.error!).name).toEqual(refused('U+202E'));
    expect(groupNameMessages(`Gold${RLO}`)).toEqual([refused('U+202E')]);
    expect(
      serviceAccountMessages({ identifier: `Rep\u200Borts`, userName: `svc${RLO}@contoso.com`, password: 'password1', confirmPassword: 'password1' }),
    ).toEqual({
      identifier: refused('U+200B'),
      userName: refused('U+202E'),
    });
    const account = serviceAccountFormSchema.safeParse({
      identifier: `Rep\u200Borts`,
      userName: 'svc@contoso.com',
      password: 'password1',
      confirmPassword: 'password1',
      productId: 1,
    });
    expect(firstMessages(account.error!)).toEqual({ identifier: refused('U+200B') });
    const contact = tenantContactFormSchema.safeParse({ name: `Ann${RLO}`, email: 'a@b.c', phone: '1', notes: 'line\nline' });
    expect(firstMessages(contact.error!)).toEqual({ name: refused('U+202E') });
    expect(tenantNoteFormSchema.safeParse({ text: 'line one\n\tline two' }).success).toBe(true);
    expect(firstMessages(tenantNoteFormSchema.safeParse({ text: `a${RLO}` }).error!)).toEqual({ text: refused('U+202E') });
    const form = subscriptionFormSchema.safeParse({ subscriptionItems: [], tenantName: `c${RLO}`, description: 'ok', notes: 'a\nb' });
    expect(firstMessages(form.error!)).toEqual({ tenantName: refused('U+202E') });
  });

  it('add user and invite', () => {
    expect(addUserMessages({ email: 'a@b.c', firstName: `A${RLO}nn`, lastName: 'Lee' })).toEqual({ firstName: refused('U+202E') });
    expect(inviteMessages({ email: `a${RLO}@b.c`, roles: ['r'] })).toEqual({ email: refused('U+202E') });
  });

  it('the boundary wizard refuses it in the name and the description, where line breaks are fine', () => {
    const users = [{ userId: 'u1' }];
    const messages = (form: { name: string; description: string; users: unknown[] }) => {
      const parsed = boundaryFormSchema.safeParse(form);
      return parsed.success ? {} : firstMessages(parsed.error);
    };
    expect(boundaryTextMessages({ name: `Fin${RLO}`, description: 'a\nb' })).toEqual({ name: refused('U+202E') });
    expect(messages({ name: `Fin${RLO}`, description: '', users })).toEqual({ name: refused('U+202E') });
    expect(messages({ name: 'Finance', description: `x\u200B`, users })).toEqual({ description: refused('U+200B') });
    expect(messages({ name: '', description: '', users })).toEqual({ name: { key: 'validationError.missing_name' } });
    expect(messages({ name: 'Finance', description: 'a\nb', users })).toEqual({});
  });
});
