import { ActionIcon, Group, Paper, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { KeyHint } from '../key-hint/KeyHint.tsx';
import { useToastClearance } from '../lazy-notifications/use-toast-clearance.ts';
import { checkComposer, isSendKey } from './composer-input.ts';
import { useT } from '../../i18n/use-t.ts';

interface ComposerProps {
  /** A reply is being written (or a message is on its way): wait before sending another. */
  waiting: boolean;
  sending: boolean;
  /** Resolves once the message is saved; rejects (and the text stays) when it is not. */
  onSend: (content: string) => Promise<unknown>;
  placeholder?: string;
}

/** Where a question to the assistant is typed: the student's chat and a teacher's preview. */
export function Composer({ waiting, sending, onSend, placeholder }: ComposerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const { content, error, counter } = checkComposer(text);
  const canSend = content !== null && !waiting && !sending;
  const box = useRef<HTMLDivElement>(null);
  useToastClearance(box);

  const submit = () => {
    if (!canSend) return;
    onSend(content).then(
      // Only clear what was sent: the student may have started the next message meanwhile.
      () => setText((current) => (current.trim() === content ? '' : current)),
      () => undefined,
    );
  };

  return (
    <Paper ref={box} withBorder p="sm" radius="lg">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          variant="unstyled"
          placeholder={placeholder ?? t('app.chat.typePlaceholder')}
          aria-label={t('app.chat.message')}
          autosize
          minRows={2}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            const { key, shiftKey, nativeEvent } = event;
            if (isSendKey({ key, shiftKey, isComposing: nativeEvent.isComposing })) {
              event.preventDefault();
              submit();
            }
          }}
          error={error ?? undefined}
          autoFocus
        />
        <Tooltip label={t(waiting ? 'app.chat.waitForReply' : 'app.chat.sendEnter')}>
          <ActionIcon
            size={42}
            radius="xl"
            aria-label={t('app.chat.send')}
            onClick={submit}
            disabled={!canSend}
            loading={sending}
          >
            <IconSend2 size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed">
          <KeyHint>{t('app.chat.keyHint')}</KeyHint>
        </Text>
        {counter && (
          <Text size="xs" c={error ? 'red' : 'dimmed'} aria-live="polite">
            {counter}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
