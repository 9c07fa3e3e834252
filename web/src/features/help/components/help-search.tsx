import '../messages/helpdesk-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';

/** The help centre's address of the search results for `q`. */
export const helpFilterHref = (q: string) => `/common/help-filter?q=${encodeURIComponent(q)}`;

/** The help centre's address of one article. */
export const helpDetailsHref = (id: string) => `/common/help-details?id=${encodeURIComponent(id)}`;

/** The search box of the help centre's screens: Enter or the button opens the results for the words typed. */
export function HelpSearch({ initial = '' }: { initial?: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const search = () => {
    if (q.trim()) void navigate(helpFilterHref(q.trim()));
  };
  return (
    <form
      role="search"
      aria-label={t('helpdesk.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <SpaceBetween direction="horizontal" size="xs">
        <div style={{ minWidth: 320 }}>
          <Input
            type="search"
            value={q}
            onChange={({ detail }) => setQ(detail.value)}
            placeholder={t('helpdesk.search.placeholder')}
            ariaLabel={t('helpdesk.search.label')}
            data-testid="help-search-input"
          />
        </div>
        <Button formAction="submit" data-testid="help-search-submit">
          {t('helpdesk.search.submit')}
        </Button>
      </SpaceBetween>
    </form>
  );
}
