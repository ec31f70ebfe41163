import { en } from '../../texts/index.ts';

/**
 * Why a launch was refused: each has one sentence for the person in the LMS frame, the
 * catalogue's `lti.refused.<reason>`.
 */
export type LaunchRefusal =
  | 'unknown_platform'
  | 'platform_disabled'
  | 'unknown_deployment'
  | 'invalid_token'
  | 'invalid_state'
  | 'invalid_message'
  | 'no_role'
  | 'email_in_use'
  | 'role_mismatch'
  | 'course_not_ready';

export class LaunchRefused extends Error {
  override readonly name = 'LaunchRefused';
  readonly reason: LaunchRefusal;
  constructor(reason: LaunchRefusal, options?: ErrorOptions) {
    // The page writes it in the reader's language (http/lti.ts); the log reads the English.
    super(en[`lti.refused.${reason}`], options);
    this.reason = reason;
  }
}
