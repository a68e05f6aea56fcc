import type { ChatTemplate } from '@booster/contracts';
import { Anchor, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export type TemplatePickerProps = {
  matches: ChatTemplate[];
  loading: boolean;
  active: number;
  preview: (template: ChatTemplate) => string;
  onChoose: (template: ChatTemplate) => void;
};

export const TEMPLATE_LIST_ID = 'chat-template-list';
export const templateOptionId = (index: number) => `chat-template-${index}`;

/** The templates matching what follows `/`, filled in for this buyer; arrows move, Enter or a click takes one. */
export function TemplatePicker({ matches, loading, active, preview, onChoose }: TemplatePickerProps) {
  const { t } = useTranslation('chat');
  return (
    <Paper withBorder shadow="sm" radius="md" className="chat-templates" mb={6}>
      <Text size="xs" c="dimmed" px="sm" pt={6}>
        {t('templates.title')}
      </Text>
      {loading ? (
        <Loader size="sm" m="sm" aria-label={t('templates.loading')} />
      ) : matches.length === 0 ? (
        <Text size="sm" c="dimmed" p="sm">
          {t('templates.none')}{' '}
          <Anchor component={Link} to={paths.chat.messageTemplate()} size="sm">
            {t('templates.manage')}
          </Anchor>
        </Text>
      ) : (
        <div id={TEMPLATE_LIST_ID} role="listbox" aria-label={t('templates.title')}>
          {matches.map((template, index) => (
            <div
              key={template._id}
              role="option"
              id={templateOptionId(index)}
              aria-selected={index === active}
              tabIndex={-1}
              className="chat-picker-item"
              data-active={index === active || undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(template)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onChoose(template);
              }}
            >
              <Text size="sm" fw={600}>
                /{template.shortcut}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {preview(template)}
              </Text>
            </div>
          ))}
        </div>
      )}
    </Paper>
  );
}
