/** Why a launch was refused: each has one sentence for the person in the LMS frame. */
export const LAUNCH_REFUSALS = {
  unknown_platform: 'This LMS is not registered with TeachChat. Ask your administrator.',
  platform_disabled: 'TeachChat is turned off for this LMS. Ask your administrator.',
  unknown_deployment: 'This LMS deployment is not registered with TeachChat.',
  invalid_token: 'The LMS sent a launch that could not be verified. Please try again.',
  invalid_state: 'This launch was not started in this browser, or it has already been used.',
  invalid_message: 'The LMS sent a launch that TeachChat does not understand.',
  no_role: 'Your role in this LMS course gives you no access to TeachChat.',
  email_in_use:
    'A TeachChat account already uses your email address. Ask your administrator to link LMS accounts.',
  role_mismatch: 'Your TeachChat account has another role than your role in this LMS course.',
  course_not_ready: 'Your teacher has not opened TeachChat in this course yet.',
} as const;
export type LaunchRefusal = keyof typeof LAUNCH_REFUSALS;

export class LaunchRefused extends Error {
  override readonly name = 'LaunchRefused';
  readonly reason: LaunchRefusal;
  constructor(reason: LaunchRefusal, options?: ErrorOptions) {
    super(LAUNCH_REFUSALS[reason], options);
    this.reason = reason;
  }
}
