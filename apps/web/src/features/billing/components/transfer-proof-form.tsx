import {
  type BankAccount,
  PROOF_MAX_BYTES,
  PROOF_TYPES,
  type ProofType,
  transferProofSchema,
} from '@booster/contracts';
import { Alert, Button, FileInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundSelect } from '../../../ui/bound-fields.tsx';
import { fileToBase64, sendTransferProof } from '../api/transfer-queries.ts';

const formSchema = transferProofSchema.pick({ bankAccountId: true, senderName: true });

/**
 * The proof of a transfer: which account it went to, the sender's name and the file. The browser
 * refuses what is plainly too large or of another kind; the server decides by the file's bytes.
 */
export function TransferProofForm(props: {
  invoiceId: string;
  accounts: BankAccount[];
  defaults: { bankAccountId: string; senderName: string };
  onSent: () => void;
}) {
  const { t } = useTranslation('billingTransfer');
  const { t: tv } = useTranslation('validation');
  const { form, field, handleSubmit, formError, applyError } = useContractForm(formSchema, props.defaults);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const pickFile = (picked: File | null) => {
    setFile(picked);
    if (!picked) return setFileError(null);
    if (picked.size > PROOF_MAX_BYTES) return setFileError(tv('proofTooLarge'));
    if (!(PROOF_TYPES as readonly string[]).includes(picked.type))
      return setFileError(tv('proofTypeInvalid'));
    setFileError(null);
  };

  const submit = handleSubmit(async (values) => {
    if (!file) return setFileError(tv('required'));
    if (fileError) return;
    try {
      await sendTransferProof(props.invoiceId, {
        ...values,
        contentType: file.type as ProofType,
        data: await fileToBase64(file),
      });
      props.onSent();
    } catch (error) {
      const onFile = error instanceof ApiClientError ? error.fieldErrors.data : undefined;
      if (onFile) setFileError(onFile);
      else applyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <BoundSelect
          control={form.control}
          name="bankAccountId"
          label={t('bankAccount')}
          placeholder={t('bankAccountPlaceholder')}
          data={props.accounts.map((a) => ({
            value: a._id,
            label: `${a.bankName} ${a.accountNumber} (${a.accountHolder})`,
          }))}
          required
        />
        <TextInput label={t('senderName')} required autoComplete="name" {...field('senderName')} />
        <FileInput
          label={t('proof')}
          description={t('proofHint')}
          placeholder={t('proofPlaceholder')}
          accept={PROOF_TYPES.join(',')}
          value={file}
          onChange={pickFile}
          error={fileError}
          required
          clearable
        />
        {formError && <Alert color="red">{formError}</Alert>}
        <Button type="submit" size="md" loading={form.formState.isSubmitting}>
          {t('send')}
        </Button>
      </Stack>
    </form>
  );
}
