import type { Profile } from '../domain/profile';
import type { AccountService } from './services/account';
import type { LocationService } from './services/location';

/** What the data layer needs from the signed-in session. */
export interface Session {
  /** The access token for the Authorization header; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** The signed-in user's profile; rejects (as a 401 ApiError) when signed out. */
  getProfile(): Promise<Profile>;
}

/** Every backend service module, built over one HttpClient. */
export interface Services {
  account: AccountService;
  location: LocationService;
}

/** What a resource handler may use. */
export interface ResourceContext {
  services: Services;
  session: Session;
}
