import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * A table's search by name: a search field and its button; Enter or the button hands the trimmed text to
 * `onSearch` (the table then loads what matches).
 */
export function SearchForm(props: {
  testId: string;
  placeholder: string;
  buttonText: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(draft.trim());
      }}
    >
      <SpaceBetween size="xs" direction="horizontal">
        <Input
          data-testid={props.testId}
          type="search"
          placeholder={props.placeholder}
          ariaLabel={props.placeholder}
          value={draft}
          onChange={({ detail }) => setDraft(detail.value)}
        />
        <Button>{props.buttonText}</Button>
      </SpaceBetween>
    </form>
  );
}
