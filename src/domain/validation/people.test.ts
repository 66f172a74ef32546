import { firstMessages } from './messages';
import { addUserMessages, addUserSchema, hasPendingInvite, inviteMessages, inviteSchema, isAddUserComplete } from './people';

describe('invite (doc 001 §5)', () => {
  it('needs an e-mail and at least one role', () => {
    expect(inviteMessages({ email: 'jo@contoso.com', roles: ['r1'] })).toEqual({});
    expect(inviteMessages({ email: '', roles: [] })).toEqual({
      email: { key: 'ra.validation.required' },
      roles: { key: 'invitations.validation.noRole' },
    });
    expect(inviteMessages({ email: 'not-an-address', roles: ['r1'] }).email).toEqual({ key: 'ra.validation.email' });
  });
  it('refuses a user who already has a pending invite, without regard to case', () => {
    expect(hasPendingInvite(' Jo@Contoso.com', ['jo@contoso.com'])).toBe(true);
    expect(inviteMessages({ email: 'JO@contoso.com', roles: ['r1'] }, ['jo@contoso.com']).email).toEqual({
      key: 'invitations.validation.alreadyPending',
    });
    expect(inviteMessages({ email: 'sam@contoso.com', roles: ['r1'] }, ['jo@contoso.com'])).toEqual({});
  });
  it('the schema', () => {
    const r = inviteSchema(['jo@contoso.com']).safeParse({ email: 'jo@contoso.com', roles: [] });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(firstMessages(r.error)).toEqual({
        email: { key: 'invitations.validation.alreadyPending' },
        roles: { key: 'invitations.validation.noRole' },
      });
    }
  });
});

describe('add user (doc 001 §5)', () => {
  const good = { email: 'jo@contoso.com', firstName: 'Jo', lastName: 'Bloggs' };
  it('needs e-mail, first name and last name', () => {
    expect(addUserMessages(good)).toEqual({});
    expect(isAddUserComplete(good)).toBe(true);
    expect(addUserMessages({ email: ' ', firstName: '', lastName: ' ' })).toEqual({
      email: { key: 'ra.validation.required' },
      firstName: { key: 'ra.validation.required' },
      lastName: { key: 'ra.validation.required' },
    });
    expect(isAddUserComplete({ ...good, lastName: '' })).toBe(false);
  });
  it('the schema', () => {
    expect(addUserSchema.safeParse(good).success).toBe(true);
    expect(addUserSchema.safeParse({ ...good, email: 'jo' }).success).toBe(false);
  });
});
