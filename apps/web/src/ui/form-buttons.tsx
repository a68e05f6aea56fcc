import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';

export type FormButtonsProps = {
  cancelLabel: string;
  /** What Cancel does in a dialog (closes it)… */
  onCancel?: () => void;
  /** …or, on a page form, where it leads back to. */
  cancelTo?: string;
  submitLabel: string;
  submitting: boolean;
  submitColor?: MantineColor;
  submitDisabled?: boolean;
  gap?: MantineSpacing;
  mt?: MantineSpacing;
};

/** A form's Cancel and submit buttons, at its bottom right. */
export function FormButtons({
  cancelLabel,
  onCancel,
  cancelTo,
  submitLabel,
  submitting,
  submitColor,
  submitDisabled,
  gap = 'sm',
  mt,
}: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap={gap} mt={mt}>
      {cancelTo === undefined ? (
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
      ) : (
        <Button component={Link} to={cancelTo} variant="default">
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" color={submitColor} loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
