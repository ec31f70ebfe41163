export const NOTIFICATION_KINDS = [
  'submission',
  'enrollment',
  'material_ready',
  'material_failed',
  'contact_message',
  'feedback',
  'teacher_question',
  'teacher_answer',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}
