/** Doc 000 §3: organization enums. */
import { orderedLabelKeys } from './labelKeys';

/** "Payment type enum: 0 None, 1 Stripe, 2 Fast Spring, 3 Invoice, 4 Arrears." */
export const PaymentType = { None: 0, Stripe: 1, FastSpring: 2, Invoice: 3, Arrears: 4 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const paymentTypeLabelKey = orderedLabelKeys<PaymentType>('paymentTypes', ['none', 'stripe', 'fastSpring', 'invoice', 'arrears']);
export const paymentTypes = Object.values(PaymentType) as PaymentType[];

/** "status (0 Enabled, 1 Disabled)". */
export const OrganizationStatus = { Enabled: 0, Disabled: 1 } as const;
export type OrganizationStatus = (typeof OrganizationStatus)[keyof typeof OrganizationStatus];
export const organizationStatusLabelKey = orderedLabelKeys<OrganizationStatus>('organizationStatus', ['enabled', 'disabled']);
