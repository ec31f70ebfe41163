import { Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { ROSTER_COLUMNS, ROSTER_LIMITS, type RosterRole } from '@teachchat/shared';
import { IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';

const COLUMN_LIST = ROSTER_COLUMNS.map((c) => (c.required ? `${c.header}*` : c.header)).join(', ');

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
  const [fileError, setFileError] = useState<string | undefined>();

  const readFile = async (file: File | null) => {
    setFileError(undefined);
    if (!file) return;
    const content = await file.text();
    if (content.length > ROSTER_LIMITS.maxChars) {
      setFileError(`${file.name} is too large to import at once: split it into smaller files.`);
      return;
    }
    onTextChange(content);
  };

  return (
    <form
      aria-label="Roster"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label="The roster lists"
          value={role}
          onChange={(value) => onRoleChange(value === 'teacher' ? 'teacher' : 'student')}
          data={[
            { value: 'student', label: 'Students' },
            { value: 'teacher', label: 'Teachers' },
          ]}
          w="fit-content"
        />
        <Text size="sm" c="dimmed">
          The first row names the columns: {COLUMN_LIST} (* required). With a Course Code, students
          are enrolled in that course. People already registered are matched by email and left as
          they are, so importing the same roster twice adds nobody twice.
        </Text>
        <Group gap="sm">
          <FileButton
            onChange={(file) => void readFile(file)}
            accept=".csv,.tsv,.txt,text/csv,text/plain"
          >
            {(buttonProps) => (
              <Button {...buttonProps} variant="default" leftSection={<IconFileUpload size={16} />}>
                Choose CSV File
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            or paste cells from a spreadsheet below
          </Text>
        </Group>
        <Textarea
          label="Roster"
          placeholder={ROSTER_COLUMNS.map((c) => c.header).join(',')}
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
            Preview
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
