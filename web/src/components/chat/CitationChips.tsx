import { Blockquote, Button, Group, Modal, Text } from '@mantine/core';
import { IconFileText, IconSchool } from '@tabler/icons-react';
import type { Citation } from '@teachchat/shared';
import { citationLabel, citationParts } from './message-format.ts';

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
  if (citations.length === 0) return null;
  return (
    <Group gap={6} mt={6} role="group" aria-label="Sources">
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

/** One dialog for the whole conversation, showing the passage a source chip quoted. */
export function CitationModal({
  citation,
  onClose,
}: {
  citation: Citation | null;
  onClose: () => void;
}) {
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
              ? 'A note the teacher wrote for questions like this one.'
              : `Passage quoted from ${citation.fileName}${citation.page === null ? '' : `, page ${citation.page}`}`}
          </Text>
          <Blockquote p="md" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {citation.text}
          </Blockquote>
        </>
      )}
    </Modal>
  );
}
