import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_teacher/teacher_settings')({
  component: TeacherSettingsPage,
});

function TeacherSettingsPage() {
  return <Page title="Settings" />;
}
