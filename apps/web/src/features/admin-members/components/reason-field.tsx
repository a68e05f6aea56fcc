import { Textarea, type TextareaProps } from '@mantine/core';

/** The reason an admin action is taken (it goes to the audit log): required, growing with the text. */
export function ReasonField(props: TextareaProps) {
  return <Textarea autosize minRows={2} required {...props} />;
}
