import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCopy,
  IconFileText,
  IconMessageChatbot,
  IconSend,
  IconThumbDown,
  IconThumbUp,
} from '@tabler/icons-react';
import { T } from '~/i18n/T.tsx';
import { useT } from '~/i18n/use-t.ts';
import { ChatBubble } from './ChatBubble.tsx';

const SOURCES = [
  { file: 'week3-searching.pdf', page: 4 },
  { file: 'lecture-07-notes.docx', page: 2 },
];

/** A still picture of a student activity, shown when no demo video is configured. */
export function ChatPreview() {
  const t = useT();
  return (
    <Paper
      withBorder
      shadow="md"
      w="100%"
      maw={760}
      style={{ overflow: 'hidden' }}
      aria-label={t('public.preview.label')}
    >
      <Group
        justify="space-between"
        px="lg"
        py="md"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={38} radius="md" variant="light">
            <IconMessageChatbot size={22} />
          </ThemeIcon>
          <Box>
            <Text fw={700} size="sm">
              {t('public.preview.activity')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('public.preview.course')}
            </Text>
          </Box>
        </Group>
        <Badge variant="outline" color="gray">
          {t('public.preview.example')}
        </Badge>
      </Group>

      <Stack gap="lg" p="lg" bg="var(--mantine-color-default-hover)">
        <ChatBubble from="assistant" meta={t('public.preview.assistantAt1002')}>
          <Text size="sm">{t('public.preview.greeting')}</Text>
        </ChatBubble>
        <ChatBubble from="student" meta={t('public.preview.studentAt1003')}>
          <Text size="sm">{t('public.preview.question')}</Text>
        </ChatBubble>
        <ChatBubble from="assistant" meta={t('public.preview.assistantAt1003')}>
          <Text size="sm">
            <T id="public.preview.answer" components={{ 0: <sup /> }} />
          </Text>
          <Group gap={6} mt="sm">
            {SOURCES.map((source, index) => (
              <Badge
                key={source.file}
                variant="light"
                radius="sm"
                leftSection={<IconFileText size={12} />}
                tt="none"
                fw={500}
              >
                [{index + 1}] {t('public.preview.source', source)}
              </Badge>
            ))}
          </Group>
          <Group gap={2} mt="xs" aria-hidden>
            {[IconCopy, IconThumbUp, IconThumbDown].map((Icon, index) => (
              <ActionIcon key={index} variant="subtle" color="gray" size="sm" tabIndex={-1}>
                <Icon size={14} />
              </ActionIcon>
            ))}
          </Group>
        </ChatBubble>
      </Stack>

      <Group
        px="lg"
        py="md"
        gap="sm"
        wrap="nowrap"
        aria-hidden
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Box
          px="md"
          py={8}
          style={{
            flex: 1,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Text size="sm" c="dimmed">
            {t('public.preview.placeholder')}
          </Text>
        </Box>
        <ActionIcon size="lg" variant="filled" tabIndex={-1}>
          <IconSend size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
