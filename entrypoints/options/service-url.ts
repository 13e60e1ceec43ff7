import { DEFAULT_SERVICE_URL } from '../../lib/settings/schema';

// What the reader typed is checked by the one rule the settings and the client apply.
export {
  checkServiceUrl,
  type ServiceUrlCheck,
  type ServiceUrlProblem,
} from '../../lib/api/service-url';

/** True when the URL's origin is not the production service, whose permission is declared. */
export function isCustomOrigin(url: string): boolean {
  try {
    return new URL(url).origin !== new URL(DEFAULT_SERVICE_URL).origin;
  } catch {
    return false;
  }
}
