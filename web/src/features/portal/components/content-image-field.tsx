import { useState } from 'react';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  CONTENT_IMAGE_NAME_PATTERN,
  CONTENT_IMAGE_PATH,
  CONTENT_IMAGE_RULES,
  COVER_IMAGE_PATTERN,
} from '@shared/constants/content-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useBlobUrl } from '@/components/use-image-url.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getContentImagePreview, uploadContentImage } from '../api/content.js';
import '../messages/portal-messages.js';

/** The name of an uploaded content image the address names, or undefined for any other address. */
function uploadedName(address: string): string | undefined {
  const name = address.startsWith(CONTENT_IMAGE_PATH) ? address.slice(CONTENT_IMAGE_PATH.length) : '';
  return CONTENT_IMAGE_NAME_PATTERN.test(name) ? name : undefined;
}

/**
 * What the preview shows: an uploaded image through the editors' route (a draft's image is not public yet, and the
 * route needs the bearer token, so it comes as a blob), any other valid address as it is.
 */
function usePreviewUrl(address: string): { url?: string; failed: boolean } {
  const name = uploadedName(address);
  const uploaded = useBlobUrl(name, getContentImagePreview);
  if (name) return uploaded;
  return COVER_IMAGE_PATTERN.test(address) ? { url: address, failed: false } : { failed: false };
}

/**
 * A content item's cover image: an address typed in, or an image uploaded here (png, jpeg or webp of at most 2 MB,
 * checked before anything is sent and again by the server), whose public address then fills the field; with a
 * preview, and the markup that shows the uploaded image in a body.
 */
export function ContentImageField(props: { value: string; onChange: (value: string) => void; errorText?: string }) {
  const { t } = useI18n();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const address = props.value.trim();
  const preview = usePreviewUrl(address);

  const pick = async (picked: File[]) => {
    setFiles(picked);
    const file = picked[0];
    if (!file) return;
    setUploadError(undefined);
    if (!(CONTENT_IMAGE_RULES.types as readonly string[]).includes(file.type)) {
      setUploadError(t('portal.image.wrongType'));
    } else if (file.size > CONTENT_IMAGE_RULES.maxBytes) {
      setUploadError(t('portal.image.tooBig'));
    } else {
      setBusy(true);
      try {
        props.onChange(await uploadContentImage(file));
      } catch (failure) {
        setUploadError(t('portal.image.failed', { message: messageOf(failure) }));
      } finally {
        setBusy(false);
      }
    }
    setFiles([]);
  };

  return (
    <FormField
      label={t('portal.form.coverImage')}
      description={t('portal.form.coverImageHint')}
      errorText={uploadError ?? props.errorText}
      stretch
    >
      <SpaceBetween size="xs">
        <Input
          value={props.value}
          onChange={({ detail }) => props.onChange(detail.value)}
          ariaLabel={t('portal.form.coverImage')}
          data-testid="content-coverImage"
        />
        <div data-testid="content-coverImage-upload">
          <FileUpload
            value={files}
            accept={CONTENT_IMAGE_RULES.types.join(',')}
            onChange={({ detail }) => void pick(detail.value)}
            constraintText={t('portal.image.constraint')}
            i18nStrings={{
              uploadButtonText: () => (address ? t('portal.image.replace') : t('portal.image.choose')),
              dropzoneText: () => t('portal.image.drop'),
              removeFileAriaLabel: () => t('portal.image.remove'),
              limitShowFewer: t('portal.image.fewer'),
              limitShowMore: t('portal.image.more'),
              errorIconAriaLabel: t('portal.image.error'),
            }}
          />
        </div>
        {busy ? <StatusIndicator type="loading">{t('portal.image.uploading')}</StatusIndicator> : null}
        {preview.failed ? <StatusIndicator type="warning">{t('portal.image.previewFailed')}</StatusIndicator> : null}
        {preview.url ? (
          <img
            src={preview.url}
            alt={t('portal.image.preview')}
            style={{ maxWidth: 240, maxHeight: 160, objectFit: 'contain' }}
            data-testid="content-coverImage-preview"
          />
        ) : null}
        {uploadedName(address) ? (
          <div>
            {t('portal.image.markupHint')} <code>{`![](${address})`}</code>
          </div>
        ) : null}
      </SpaceBetween>
    </FormField>
  );
}
