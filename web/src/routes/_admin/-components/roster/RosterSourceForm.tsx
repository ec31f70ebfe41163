import { Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import {
  ROSTER_COLUMNS,
  ROSTER_LIMITS,
  type RosterColumnKey,
  type RosterRole,
} from '@teachchat/shared';
import { IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';

// Each column's header as the server writes it in a roster report, in the reader's language
// (the server reads these, and English's, back: services/admin/roster/read.ts).
const HEADERS = {
  firstName: 'admin.roster.header.firstName',
  lastName: 'admin.roster.header.lastName',
  email: 'admin.roster.header.email',
  department: 'admin.roster.header.department',
  phone: 'admin.roster.header.phone',
  courseCode: 'admin.roster.header.courseCode',
} as const satisfies Record<RosterColumnKey, MessageKey>;

interface RosterSourceFormProps {
  role: RosterRole;
  onRoleChange: (role: RosterRole) => void;
  text: string;
  onTextChange: (text: string) => void;
  onPreview: () => void;
  previewing: boolean;
  error?: string;
}

/** Whom the roster lists, and the roster itself: a CSV file read into the box, or pasted cells. */
export function RosterSourceForm(props: RosterSourceFormProps) {
  const { role, onRoleChange, text, onTextChange, onPreview, previewing, error } = props;
  const t = useT();
  const [fileError, setFileError] = useState<string | undefined>();
  const headers = ROSTER_COLUMNS.map((c) => ({ name: t(HEADERS[c.key]), required: c.required }));
  const columnList = headers.map((h) => (h.required ? `${h.name}*` : h.name)).join(', ');

  const readFile = async (file: File | null) => {
    setFileError(undefined);
    if (!file) return;
    const content = await file.text();
    if (content.length > ROSTER_LIMITS.maxChars) {
      setFileError(t('admin.roster.fileTooLarge', { file: file.name }));
      return;
    }
    onTextChange(content);
  };

  return (
    <form
      aria-label={t('admin.roster.roster')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('admin.roster.lists')}
          value={role}
          onChange={(value) => onRoleChange(value === 'teacher' ? 'teacher' : 'student')}
          data={[
            { value: 'student', label: t('admin.roster.students') },
            { value: 'teacher', label: t('admin.roster.teachers') },
          ]}
          w="fit-content"
        />
        <Text size="sm" c="dimmed">
          {t('admin.roster.columnsHint', { columns: columnList })}
        </Text>
        <Group gap="sm">
          <FileButton
            onChange={(file) => void readFile(file)}
            accept=".csv,.tsv,.txt,text/csv,text/plain"
          >
            {(buttonProps) => (
              <Button {...buttonProps} variant="default" leftSection={<IconFileUpload size={16} />}>
                {t('admin.roster.chooseFile')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('admin.roster.orPaste')}
          </Text>
        </Group>
        <Textarea
          label={t('admin.roster.roster')}
          placeholder={headers.map((h) => h.name).join(',')}
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={14}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={fileError ?? error}
        />
        <Group>
          <Button type="submit" loading={previewing} leftSection={<IconListCheck size={16} />}>
            {t('admin.roster.previewButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
