import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconEye, IconRefresh } from '@tabler/icons-react';
import type { Citation } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ChatMessage } from '~/components/chat/ChatMessage.tsx';
import { CitationModal } from '~/components/chat/CitationChips.tsx';
import { Composer } from '~/components/chat/Composer.tsx';
import { MessageBubble } from '~/components/chat/MessageBubble.tsx';
import { TypingIndicator } from '~/components/chat/TypingIndicator.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import { Inspector } from './Inspector.tsx';
import { type PreviewTurn, previewHistory, questionMessage } from './preview-turns.ts';

interface PreviewPanelProps {
  activityId: string;
  onBack: () => void;
}

/**
 * "Preview as a student": the teacher asks the activity's assistant as a student would and
 * sees each answer as the student would, with the search behind it. Nothing is saved; the
 * preview ends with the dialog.
 */
export function PreviewPanel({ activityId, onBack }: PreviewPanelProps) {
  const trpc = useTRPC();
  const t = useT();
  const [turns, setTurns] = useState<PreviewTurn[]>([]);
  const [citation, setCitation] = useState<Citation | null>(null);
  const preview = useMutation(trpc.teacher.activities.preview.mutationOptions());
  const asking = preview.isPending ? preview.variables : undefined;

  const ask = async (question: string) => {
    const askedAt = new Date();
    const result = await preview.mutateAsync({
      activityId,
      question,
      history: previewHistory(turns),
    });
    setTurns((current) => [...current, { question, askedAt, result }]);
  };

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconEye size={16} />} p="xs">
        <Text size="sm">{t('teacher.preview.intro')}</Text>
      </Alert>
      <Stack gap="md" role="log" aria-label={t('teacher.preview.conversation')}>
        {turns.length === 0 && !asking && (
          <EmptyMessage
            title={t('teacher.preview.empty')}
            description={t('teacher.preview.emptyHint')}
          />
        )}
        {turns.map((turn) => (
          <Stack key={turn.askedAt.getTime()} gap="xs">
            <ChatMessage message={questionMessage(turn)} onOpenCitation={setCitation} />
            <ChatMessage message={turn.result.reply} onOpenCitation={setCitation} />
            <Inspector
              question={turn.question}
              mode={turn.result.mode}
              inspector={turn.result.inspector}
            />
          </Stack>
        ))}
        {asking && (
          <Stack gap="xs">
            <ChatMessage
              message={questionMessage({
                question: asking.question,
                askedAt: new Date(preview.submittedAt),
              })}
              onOpenCitation={setCitation}
            />
            <MessageBubble from="assistant" busy>
              <TypingIndicator />
            </MessageBubble>
          </Stack>
        )}
      </Stack>
      {preview.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
          {errorMessage(preview.error, t('teacher.preview.failed'))}
        </Alert>
      )}
      <Composer
        waiting={false}
        sending={preview.isPending}
        onSend={ask}
        placeholder={t('teacher.preview.placeholder')}
      />
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('teacher.preview.back')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconRefresh size={16} />}
          disabled={turns.length === 0 || preview.isPending}
          onClick={() => {
            setTurns([]);
            preview.reset();
          }}
        >
          {t('teacher.preview.startOver')}
        </Button>
      </Group>
      <CitationModal citation={citation} onClose={() => setCitation(null)} />
    </Stack>
  );
}
