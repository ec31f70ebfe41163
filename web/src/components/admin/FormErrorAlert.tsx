import { Alert } from '@mantine/core';

/** The form-wide error under an admin form's fields; nothing when there is none. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
