import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconDotsVertical,
  IconInfoCircle,
  IconQuote,
  IconSend,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { CompletedBadge } from '~/components/transcript/CompletedBadge.tsx';
import classes from './ChatHeader.module.css';
import { useT } from '~/i18n/use-t.ts';

interface ChatHeaderProps {
  title: string;
  courseTitle: string;
  offline: boolean;
  completed: boolean;
  /** Submitting is possible: not yet submitted, and no reply is being written. */
  canSubmit: boolean;
  onInstructions: () => void;
  onSubmit: () => void;
}

/**
 * The chat's title, state and actions. On a phone the title has a line of its own and its
 * state a short one under it, the actions in a menu with the course and the offline note,
 * so the conversation keeps the room.
 */
export function ChatHeader(props: ChatHeaderProps) {
  const { title, courseTitle, offline, completed, canSubmit, onInstructions, onSubmit } = props;
  const t = useT();
  const offlineNote = t('student.chat.offlineNote');
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Tooltip label={t('student.activity.backToActivities')}>
          <ActionIcon
            component={Link}
            to="/student_activities"
            variant="default"
            size="lg"
            aria-label={t('student.activity.backToActivities')}
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Stack gap={4} miw={0}>
          <div className={classes.line}>
            <Title order={2} size="h3" className={classes.title}>
              {title}
            </Title>
            {completed && <CompletedBadge />}
            {offline && (
              <Badge
                color="gray"
                variant="outline"
                leftSection={<IconQuote size={12} />}
                h="auto"
                maw="100%"
                styles={{ label: { whiteSpace: 'normal', textTransform: 'none' } }}
              >
                <Box component="span" visibleFrom="sm">
                  {offlineNote}
                </Box>
                {/* "Offline" alone reads as "no connection". */}
                <Box component="span" hiddenFrom="sm">
                  {t('student.chat.offlineShort')}
                </Box>
              </Badge>
            )}
          </div>
          <Text c="dimmed" size="sm" visibleFrom="sm">
            {courseTitle}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        <Button
          variant="default"
          leftSection={<IconInfoCircle size={16} />}
          onClick={onInstructions}
          aria-haspopup="dialog"
        >
          {t('student.chat.instructions')}
        </Button>
        <Button leftSection={<IconSend size={16} />} onClick={onSubmit} disabled={!canSubmit}>
          {t('student.chat.submitActivity')}
        </Button>
      </Group>
      <Box hiddenFrom="sm">
        <Menu position="bottom-end" width={260} shadow="md">
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={t('student.chat.actions')}>
              <IconDotsVertical size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{courseTitle}</Menu.Label>
            {offline && (
              <Text size="xs" c="dimmed" px="sm" pb="xs">
                {offlineNote}
              </Text>
            )}
            <Menu.Item leftSection={<IconInfoCircle size={16} />} onClick={onInstructions}>
              {t('student.chat.instructions')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSend size={16} />}
              onClick={onSubmit}
              disabled={!canSubmit}
            >
              {t('student.chat.submitActivity')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Box>
    </Group>
  );
}
