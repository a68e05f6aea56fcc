import type { ChatConversationDetail, ChatTemplate } from '@booster/contracts';
import { fillTemplate, isTemplateVariable, marketplaceLabel, templateVariables } from '@booster/domain';
import { Box, Button, FileButton, Group, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { BoxIcon, ImageIcon, ReceiptIcon } from '../../../ui/icons.tsx';
import { useSendMessage, useUploadImage } from '../api/message-queries.ts';
import { templatesQueryOptions } from '../api/templates.ts';
import { useTemplateValues } from '../hooks/use-template-values.ts';
import { chatImageRules, textLength } from '../lib/chat-limits.ts';
import { matchTemplates, replaceSlash, slashQuery } from '../lib/template-slash.ts';
import { type CardChoice, CardPicker } from './card-picker.tsx';
import { ComposerTool } from './composer-tool.tsx';
import { TEMPLATE_LIST_ID, TemplatePicker, templateOptionId } from './template-picker.tsx';

export type ComposerProps = {
  conversation: ChatConversationDetail;
  /** Called on every change of the text (presence: typing). */
  onTyping: () => void;
  onSent: () => void;
};

/**
 * Writes to the buyer: Enter sends, Shift+Enter starts a new line; the counter shows the platform's
 * limit and a text over it is not sent. Images, product cards and order cards go out from the buttons.
 */
export function Composer({ conversation, onTyping, onSent }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [picker, setPicker] = useState<'product' | 'order' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(conversation._id);
  const upload = useUploadImage(conversation._id);
  const input = useRef<HTMLTextAreaElement>(null);
  const max = conversation.maxTextLength;
  const length = textLength(text);
  const tooLong = length > max;
  const busy = send.isPending || upload.isPending;

  const values = useTemplateValues(conversation);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(0);
  const slash = dismissed ? null : slashQuery(text);
  const templates = useQuery({ ...templatesQueryOptions(conversation.marketplace), enabled: slash !== null });
  const matches = slash === null ? [] : matchTemplates(templates.data ?? [], slash).slice(0, 8);
  const picking = slash !== null;
  const unfilled = templateVariables(text).filter(isTemplateVariable);

  const chooseTemplate = (template: ChatTemplate) => {
    setText((current) => replaceSlash(current, fillTemplate(template.text, values, 'keep')));
    setActive(0);
    input.current?.focus();
  };

  const pickerKeys = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!picking) return false;
    if (event.key === 'Escape') {
      setDismissed(true);
    } else if (matches.length > 0 && event.key === 'ArrowDown') {
      setActive((a) => (a + 1) % matches.length);
    } else if (matches.length > 0 && event.key === 'ArrowUp') {
      setActive((a) => (a - 1 + matches.length) % matches.length);
    } else if (matches.length > 0 && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      chooseTemplate(matches[Math.min(active, matches.length - 1)]);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  const done = () => {
    setProblem(null);
    onSent();
  };
  const failed = (error: unknown) => setProblem(describeError(error));

  const sendText = () => {
    const value = text.trim();
    if (!value || tooLong || busy) return;
    send.mutate(
      { kind: 'text', text: value },
      {
        onSuccess: () => {
          setText('');
          done();
        },
        onError: failed,
      },
    );
  };

  const sendCard = (choice: CardChoice) => {
    setPicker(null);
    send.mutate(choice, { onSuccess: done, onError: failed });
  };

  const imageRules = chatImageRules(conversation.marketplace);
  const imageLimitText = {
    max: `${Math.round((imageRules.maxBytes / 1024 / 1024) * 10) / 10} MB`,
    types: imageRules.types.map((type) => type.replace('image/', '').toUpperCase()).join(', '),
  };

  const sendImage = (file: File | null) => {
    if (!file) return;
    if (!(imageRules.types as readonly string[]).includes(file.type) || file.size > imageRules.maxBytes) {
      setProblem(t('composer.imageRefused', imageLimitText));
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => send.mutate({ kind: 'image', image }, { onSuccess: done, onError: failed }),
      onError: failed,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (pickerKeys(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  return (
    <Box className="chat-composer">
      {picking && (
        <TemplatePicker
          matches={matches}
          loading={templates.isPending}
          active={Math.min(active, Math.max(matches.length - 1, 0))}
          preview={(template) => fillTemplate(template.text, values, 'keep')}
          onChoose={chooseTemplate}
        />
      )}
      <Textarea
        ref={input}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          if (slashQuery(next) === null) setDismissed(false);
          setActive(0);
          onTyping();
        }}
        aria-controls={picking && matches.length > 0 ? TEMPLATE_LIST_ID : undefined}
        aria-activedescendant={picking && matches.length > 0 ? templateOptionId(active) : undefined}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.label')}
        autosize
        minRows={1}
        maxRows={6}
        error={
          tooLong
            ? t('composer.tooLong', { max, marketplace: marketplaceLabel(conversation.marketplace) })
            : undefined
        }
      />
      <Group justify="space-between" mt={6} gap="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <FileButton onChange={sendImage} accept={imageRules.types.join(',')}>
            {(props) => (
              <ComposerTool
                label={t('composer.image')}
                icon={<ImageIcon size={20} />}
                onClick={props.onClick}
                disabled={busy}
              />
            )}
          </FileButton>
          <ComposerTool
            label={t('composer.product')}
            icon={<BoxIcon size={20} />}
            onClick={() => setPicker('product')}
            disabled={busy}
          />
          <ComposerTool
            label={t('composer.order')}
            icon={<ReceiptIcon size={20} />}
            onClick={() => setPicker('order')}
            disabled={busy}
          />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text
            size="xs"
            c={tooLong ? 'red.8' : 'dimmed'}
            aria-label={t('composer.counterLabel', { length, max })}
          >
            {length}/{max}
          </Text>
          <Button size="sm" onClick={sendText} loading={busy} disabled={!text.trim() || tooLong}>
            {t('composer.send')}
          </Button>
        </Group>
      </Group>
      {unfilled.length > 0 && (
        <Text size="xs" c="orange.8" mt={4}>
          {t('templates.unfilled', { names: unfilled.map((n) => `{${n}}`).join(', ') })}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {problem}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={2} visibleFrom="sm">
        {t('composer.hint')}
      </Text>
      <CardPicker
        kind={picker}
        conversationId={conversation._id}
        onPick={sendCard}
        onClose={() => setPicker(null)}
      />
    </Box>
  );
}
