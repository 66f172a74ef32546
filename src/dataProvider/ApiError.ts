import { HttpError } from 'react-admin';

/** What went wrong, for the cases where the service gave no message of its own. */
export type ApiErrorKind = 'http' | 'network' | 'invalidResponse';

/** Anything with react-admin's translate signature. */
export type TranslateFn = (key: string, options?: Record<string, unknown>) => string;

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  /** The service's own `message`, when it sent one. */
  serverMessage?: string;
  /** Field errors of a 400 answer: field path → messages. */
  errors?: Record<string, string[]>;
  /** The `details` list some services send (the DPC hosts: doc 000 §7 "details[0].message"). */
  details?: { message?: string }[];
  method?: string;
  url?: string;
}

/**
 * Every failure of a service call: a non-2xx answer (status kept), a network failure (status 0) or
 * an answer that does not match its schema. Extends react-admin's HttpError, so checkError sees the
 * status and forms receive `body.errors` (one message per field) as server-side validation errors.
 */
export class ApiError extends HttpError {
  readonly kind: ApiErrorKind;
  readonly serverMessage?: string;
  readonly errors: Record<string, string[]>;
  readonly details: { message?: string }[];
  readonly method?: string;
  readonly url?: string;
  /**
   * Catalogue key of the friendly text for this failure, set by the data provider from the
   * resource map (e.g. users.error.fetchList); the error bar uses it when the call names none.
   */
  messageKey?: string;
  /**
   * Catalogue key of what to say in place of the server's message when it sent none (doc 001 §8,
   * e.g. orgAssociations.addUser.error "check the e-mail…"), set by the resource that knows.
   */
  detailKey?: string;
  /**
   * A create that failed after its record was made (e.g. the child organization exists, its
   * authentication type was refused): the record's id, so that a retry finishes it instead of
   * creating a second one.
   */
  createdId?: number;

  constructor(init: ApiErrorInit) {
    const errors = init.errors ?? {};
    const flat = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.join(' ')]));
    // Without a server message, the message is a catalogue key, which react-admin's notifications translate.
    super(init.serverMessage ?? (init.kind === 'http' ? 'errors.unknown' : `errors.${init.kind}`), init.status, {
      message: init.serverMessage,
      errors: flat,
    });
    // HttpError resets the prototype to its own; restore ours so instanceof and methods work.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.serverMessage = init.serverMessage;
    this.errors = errors;
    this.details = init.details ?? [];
    this.method = init.method;
    this.url = init.url;
  }

  /** The same failure with another server message (a service that puts its message elsewhere). */
  withServerMessage(serverMessage: string | undefined): ApiError {
    const { kind, errors, details, method, url } = this;
    return new ApiError({ status: this.status, kind, serverMessage, errors, details, method, url });
  }

  /** The service's message, or a catalogue text saying what kind of failure it was. */
  detail(t: TranslateFn): string {
    if (this.serverMessage) return this.serverMessage;
    if (this.detailKey) return t(this.detailKey);
    if (this.kind === 'http') return t('errors.http', { status: this.status });
    return t(`errors.${this.kind}`);
  }

  /**
   * "friendly text - server message". A catalogue text that places the message itself
   * (`{{errorMessage}}`, e.g. "Failed to delete group - {{errorMessage}}") gets it there instead;
   * `values` fills its other placeholders.
   */
  friendlyText(t: TranslateFn, key: string, values: Record<string, unknown> = {}): string {
    return friendlyText(t, key, this, values);
  }
}

/** Runs a call; an ApiError it throws says `detailKey` where the server gave no message. */
export async function withDetailKey<T>(detailKey: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) error.detailKey = detailKey;
    throw error;
  }
}

/** Friendly text for any thrown value: ApiError, Error or anything else. */
export function friendlyText(t: TranslateFn, key: string, error: unknown, values: Record<string, unknown> = {}): string {
  const message = errorDetail(t, error);
  const marker = '\u0000';
  const withMarker = t(key, { ...values, errorMessage: marker });
  if (withMarker.includes(marker)) return withMarker.split(marker).join(message);
  return t('errors.friendly', { friendly: withMarker, message });
}

/** Doc 000 §8: "A required service endpoint that is not configured raises 'endpoint {name} does not exist'." */
export class EndpointMissingError extends Error {
  constructor(readonly endpointName: string) {
    super(`endpoint ${endpointName} does not exist`);
    this.name = 'EndpointMissingError';
  }
}

export function errorDetail(t: TranslateFn, error: unknown): string {
  if (error instanceof ApiError) return error.detail(t);
  if (error instanceof EndpointMissingError) return t('errors.endpointMissing', { name: error.endpointName });
  if (error instanceof Error && error.message) return error.message;
  return t('errors.unknown');
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** A refusal (403): the screens that show it as the no-permission message ask this. */
export function isForbidden(e: unknown): boolean {
  return isApiError(e) && e.status === 403;
}
