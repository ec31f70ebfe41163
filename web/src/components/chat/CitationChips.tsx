import { Blockquote, Button, Code, Group, Modal, Text } from '@mantine/core';
import { IconFileText, IconSchool } from '@tabler/icons-react';
import type { Citation } from '@teachchat/shared';
import { citationLabel, citationParts } from './message-format.ts';
import { useT } from '../../i18n/use-t.ts';

interface CitationChipsProps {
  citations: Citation[];
  onOpen: (citation: Citation) => void;
}

// A chip narrower than its file name shortens the name, never the page after it.
const CHIP_STYLES = {
  root: { maxWidth: '100%' },
  inner: { minWidth: 0 },
  label: { minWidth: 0 },
};

/** The sources a reply used; each opens the passage it quoted. */
export function CitationChips({ citations, onOpen }: CitationChipsProps) {
  const t = useT();
  if (citations.length === 0) return null;
  return (
    <Group gap={6} mt={6} role="group" aria-label={t('app.chat.sources')}>
      {citations.map((citation) => {
        const { source, page } = citationParts(citation);
        return (
          <Button
            key={`${citation.index}-${citation.fileId}-${citation.page ?? ''}`}
            size="compact-xs"
            variant="light"
            color="gray"
            radius="xl"
            leftSection={citation.note ? <IconSchool size={12} /> : <IconFileText size={12} />}
            onClick={() => onOpen(citation)}
            aria-haspopup="dialog"
            title={citationLabel(citation)}
            styles={CHIP_STYLES}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{source}</span>
            {page && <span style={{ flexShrink: 0 }}>{page}</span>}
          </Button>
        );
      })}
    </Group>
  );
}

interface PassagePart {
  code: boolean;
  text: string;
}

// A fence (CommonMark): three or more backticks or tildes, indented at most three spaces.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * A passage as text and fenced code blocks, fences dropped. Material keeps code as fenced
 * blocks, so a passage shows it with its indentation; a block a chunk left open runs on to
 * the end.
 */
function passageParts(passage: string): PassagePart[] {
  const parts: PassagePart[] = [];
  let lines: string[] = [];
  let fence: string | null = null;
  const flush = (code: boolean) => {
    // Blank lines beside a code block would only add to the block's own margin.
    const text = code ? lines.join('\n') : lines.join('\n').replace(/^\n+|\n+$/g, '');
    if (code || text.trim() !== '') parts.push({ code, text });
    lines = [];
  };
  for (const line of passage.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && marker) {
      flush(false);
      fence = marker;
    } else if (
      fence !== null &&
      marker !== undefined &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      line.trim() === marker
    ) {
      flush(true);
      fence = null;
    } else {
      lines.push(line);
    }
  }
  flush(fence !== null);
  return parts;
}

/** The quoted passage: its text as written, its code blocks as code. */
function Passage({ text }: { text: string }) {
  return (
    <Blockquote p="md" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {passageParts(text).map((part, i) =>
        part.code ? (
          <Code key={i} block my="xs">
            <code>{part.text}</code>
          </Code>
        ) : (
          <span key={i} style={{ display: 'block' }}>
            {part.text}
          </span>
        ),
      )}
    </Blockquote>
  );
}

/** One dialog for the whole conversation, showing the passage a source chip quoted. */
export function CitationModal({
  citation,
  onClose,
}: {
  citation: Citation | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={citation !== null}
      onClose={onClose}
      title={citation ? citationLabel(citation) : ''}
      size="lg"
    >
      {citation && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {citation.note
              ? t('app.chat.noteSource')
              : citation.page === null
                ? t('app.chat.passageFrom', { file: citation.fileName })
                : t('app.chat.passageFromPage', { file: citation.fileName, page: citation.page })}
          </Text>
          <Passage text={citation.text} />
        </>
      )}
    </Modal>
  );
}
