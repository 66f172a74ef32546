/** Doc 001 §2.6, §5 "Service account", §9 "Minimum password length for service accounts: 8". */
import { z } from 'zod';
import { addIssues, msg, REQUIRED_KEY, type ValidationMessage } from './messages';
import { textRuleMessages } from './text';

/**
 * Doc 001 §5: identifier and username "must be longer than a minimum length. The minimum length
 * numbers are not shown." Ours: at least 3 characters (after trimming) for each.
 */
export const SERVICE_ACCOUNT_IDENTIFIER_MIN_LENGTH = 3;
export const SERVICE_ACCOUNT_USERNAME_MIN_LENGTH = 3;
/** Doc 001 §9: "Minimum password length for service accounts: 8." */
export const SERVICE_ACCOUNT_PASSWORD_MIN_LENGTH = 8;

/** A user principal name: local part, @, and a dotted domain (e-mail-like), as the directory accepts. */
const upnPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isValidUpn(value: string): boolean {
  return upnPattern.test(value.trim());
}

export interface ServiceAccountValues {
  identifier: string;
  userName: string;
  password: string;
  confirmPassword: string;
  productId: number;
}

/**
 * Doc 001 §5: "username cannot be blank, must be longer than a minimum length and must be valid.
 * Identifier cannot be blank and must be longer than a minimum length. Password and confirm
 * password must match, cannot be blank and must be at least 8 characters." Ours: the friendly name and
 * the username keep to the rule for stored text (validation/text.ts); the password is a secret, never shown.
 */
export function serviceAccountMessages(v: Omit<ServiceAccountValues, 'productId'>): Partial<Record<keyof ServiceAccountValues, ValidationMessage>> {
  const out: Partial<Record<keyof ServiceAccountValues, ValidationMessage>> = {};
  const identifier = v.identifier.trim();
  if (identifier === '') out.identifier = msg(REQUIRED_KEY);
  else if (identifier.length < SERVICE_ACCOUNT_IDENTIFIER_MIN_LENGTH) {
    out.identifier = msg('serviceAccounts.validation.identifierTooShort', { min: SERVICE_ACCOUNT_IDENTIFIER_MIN_LENGTH });
  } else {
    const [hidden] = textRuleMessages(v.identifier);
    if (hidden) out.identifier = hidden;
  }
  const userName = v.userName.trim();
  if (userName === '') out.userName = msg(REQUIRED_KEY);
  else if (userName.length < SERVICE_ACCOUNT_USERNAME_MIN_LENGTH) {
    out.userName = msg('serviceAccounts.validation.usernameTooShort', { min: SERVICE_ACCOUNT_USERNAME_MIN_LENGTH });
  } else {
    const [hidden] = textRuleMessages(v.userName);
    if (hidden) out.userName = hidden;
    else if (!isValidUpn(userName)) out.userName = msg('serviceAccounts.validation.usernameInvalid');
  }
  if (v.password.trim() === '') out.password = msg(REQUIRED_KEY);
  else if (v.password.length < SERVICE_ACCOUNT_PASSWORD_MIN_LENGTH) {
    out.password = msg('serviceAccounts.validation.passwordTooShort', { min: SERVICE_ACCOUNT_PASSWORD_MIN_LENGTH });
  }
  if (v.confirmPassword.trim() === '') out.confirmPassword = msg(REQUIRED_KEY);
  else if (v.confirmPassword !== v.password) out.confirmPassword = msg('serviceAccounts.validation.passwordMismatch');
  return out;
}

/** The add/edit form (doc 001 §2.6): friendly name (identifier), username, password, confirm password, product. */
export const serviceAccountFormSchema = z
  .object({
    identifier: z.string(),
    userName: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    productId: z.number().int(),
  })
  .superRefine((v, ctx) => {
    for (const [field, m] of Object.entries(serviceAccountMessages(v))) addIssues(ctx, [m], [field]);
  });

/**
 * Doc 001 §5: "A warning shows when the username's domain differs from the tenant's domain."
 * `tenantDomains` are the tenant's domains (its verified domains, or its name.onmicrosoft.com);
 * comparison ignores case. No warning when either side is unknown.
 */
export function usernameDomainDiffers(userName: string, tenantDomains: string | readonly string[] | null | undefined): boolean {
  const at = userName.lastIndexOf('@');
  const domain =
    at >= 0
      ? userName
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  const domains = (typeof tenantDomains === 'string' ? [tenantDomains] : (tenantDomains ?? [])).map((d) => d.trim().toLowerCase()).filter(Boolean);
  if (domain === '' || domains.length === 0) return false;
  return !domains.includes(domain);
}

export const USERNAME_DOMAIN_WARNING_KEY = 'serviceAccounts.warning.domainDiffers';
