import { firstMessages } from './messages';
import {
  isValidUpn,
  SERVICE_ACCOUNT_IDENTIFIER_MIN_LENGTH,
  SERVICE_ACCOUNT_PASSWORD_MIN_LENGTH,
  SERVICE_ACCOUNT_USERNAME_MIN_LENGTH,
  serviceAccountFormSchema,
  serviceAccountMessages,
  usernameDomainDiffers,
} from './serviceAccount';

const good = {
  identifier: 'Reporting reader',
  userName: 'svc-reporting@contoso.onmicrosoft.com',
  password: 'S3cure-passphrase',
  confirmPassword: 'S3cure-passphrase',
};

describe('service account form (doc 001 §5)', () => {
  it('constants', () => {
    expect([SERVICE_ACCOUNT_IDENTIFIER_MIN_LENGTH, SERVICE_ACCOUNT_USERNAME_MIN_LENGTH, SERVICE_ACCOUNT_PASSWORD_MIN_LENGTH]).toEqual([3, 3, 8]);
  });
  it('a complete form is valid', () => {
    expect(serviceAccountMessages(good)).toEqual({});
  });
  it('identifier: not blank, at least 3 characters', () => {
    expect(serviceAccountMessages({ ...good, identifier: '  ' }).identifier).toEqual({ key: 'ra.validation.required' });
    expect(serviceAccountMessages({ ...good, identifier: 'ab' }).identifier).toEqual({
      key: 'serviceAccounts.validation.identifierTooShort',
      params: { min: 3 },
    });
    expect(serviceAccountMessages({ ...good, identifier: 'abc' }).identifier).toBeUndefined();
  });
  it('username: not blank, at least 3 characters, an e-mail-like UPN', () => {
    expect(serviceAccountMessages({ ...good, userName: '' }).userName).toEqual({ key: 'ra.validation.required' });
    expect(serviceAccountMessages({ ...good, userName: 'a@' }).userName?.key).toBe('serviceAccounts.validation.usernameTooShort');
    expect(serviceAccountMessages({ ...good, userName: 'svc-reporting' }).userName).toEqual({ key: 'serviceAccounts.validation.usernameInvalid' });
    expect(serviceAccountMessages({ ...good, userName: 'svc@contoso' }).userName?.key).toBe('serviceAccounts.validation.usernameInvalid');
    expect(isValidUpn("o'neil.j@contoso.co.uk")).toBe(true);
    expect(isValidUpn('two@@contoso.com')).toBe(false);
  });
  it('password: not blank, at least 8, confirmation matches', () => {
    expect(serviceAccountMessages({ ...good, password: '        ', confirmPassword: '        ' }).password).toEqual({
      key: 'ra.validation.required',
    });
    expect(serviceAccountMessages({ ...good, password: 'short7!', confirmPassword: 'short7!' }).password).toEqual({
      key: 'serviceAccounts.validation.passwordTooShort',
      params: { min: 8 },
    });
    expect(serviceAccountMessages({ ...good, password: '12345678', confirmPassword: '12345678' })).toEqual({});
    expect(serviceAccountMessages({ ...good, confirmPassword: 'S3cure-passphrasE' }).confirmPassword).toEqual({
      key: 'serviceAccounts.validation.passwordMismatch',
    });
    expect(serviceAccountMessages({ ...good, confirmPassword: '' }).confirmPassword).toEqual({ key: 'ra.validation.required' });
  });
  it('the schema puts messages on the fields', () => {
    const r = serviceAccountFormSchema.safeParse({ ...good, confirmPassword: 'x', productId: 1 });
    expect(r.success).toBe(false);
    if (!r.success) expect(firstMessages(r.error)).toEqual({ confirmPassword: { key: 'serviceAccounts.validation.passwordMismatch' } });
    expect(serviceAccountFormSchema.safeParse({ ...good, productId: 3 }).success).toBe(true);
  });
});

describe('usernameDomainDiffers (doc 001 §5)', () => {
  it('warns when the username domain is not the tenant’s', () => {
    expect(usernameDomainDiffers('svc@fabrikam.com', 'contoso.onmicrosoft.com')).toBe(true);
    expect(usernameDomainDiffers('svc@Contoso.OnMicrosoft.com', 'contoso.onmicrosoft.com')).toBe(false);
    expect(usernameDomainDiffers('svc@contoso.com', ['contoso.onmicrosoft.com', 'contoso.com'])).toBe(false);
  });
  it('says nothing when either side is unknown', () => {
    expect(usernameDomainDiffers('svc', 'contoso.com')).toBe(false);
    expect(usernameDomainDiffers('svc@contoso.com', null)).toBe(false);
    expect(usernameDomainDiffers('svc@contoso.com', [])).toBe(false);
  });
});
