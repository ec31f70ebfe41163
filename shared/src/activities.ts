/** The seven model choices (docs/product.md#model-choices), plus the built-in offline responder. */
export const MODEL_CHOICES = [
  'LLama_3.1',
  'LLama_3.2',
  'GPT_3.5_turbo',
  'GPT_4',
  'Gemini_1.5_Pro',
  'Gemini_1.5',
  'Mistral',
] as const;
export const OFFLINE_MODEL = 'offline' as const;
export const MODELS = [...MODEL_CHOICES, OFFLINE_MODEL] as const;
export type Model = (typeof MODELS)[number];
export type ModelChoice = (typeof MODEL_CHOICES)[number];

export const VECTOR_STORES = ['postgres', 'pinecone', 'faiss', 'chroma'] as const;
export type VectorStore = (typeof VECTOR_STORES)[number];

export const ACTIVITY_STATUSES = ['draft', 'published'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const MATERIAL_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];

export const FILE_STATUSES = ['pending', 'parsing', 'indexing', 'ready', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** The teacher's activity list: its tabs, also kept in the page's address. */
export const ACTIVITY_TABS = ['all', 'active', 'drafts', 'archived'] as const;

export const TEACHER_QUESTION_STATUSES = ['open', 'answered'] as const;
export type TeacherQuestionStatus = (typeof TEACHER_QUESTION_STATUSES)[number];

export const CONVERSATION_STATUSES = ['in_progress', 'completed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** 'teacher': a teacher's answer to a question the student asked them about a reply. */
export const MESSAGE_SENDERS = ['user', 'assistant', 'teacher'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const MESSAGE_STATUSES = ['complete', 'error'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const FEEDBACK = ['like', 'dislike'] as const;
export type Feedback = (typeof FEEDBACK)[number];

export const TEMPERATURE = { min: 0, max: 1, step: 0.1, default: 0.7 } as const;

/** A source an assistant reply used: which file and page, and the passage quoted. */
export interface Citation {
  index: number;
  fileId: string;
  /** The file's name; for a teacher's note, TEACHER_NOTE_LABEL (never its title). */
  fileName: string;
  page: number | null;
  text: string;
  /** The passage is a teacher's note, not a file's. */
  note?: boolean;
}
